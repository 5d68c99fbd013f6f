import type { ServiceArticle, ServiceSlug } from './types';

/**
 * The article under each service page's form: what the service does and how to use it, for people and search
 * engines. Apart from the rest of the catalogue (services.ts) because it is long and read below the fold: the web
 * app loads it after the page (its own chunk), keeping it off the first page's download.
 */
export const SERVICE_ARTICLES: Readonly<Record<ServiceSlug, ServiceArticle>> = {
  mobile: {
    heading: 'Mobile recharge in a few taps',
    paragraphs: [
      'Type the 10-digit number, pick the operator and circle, and compare the current plans for Airtel, Jio, Vi, BSNL and MTNL side by side. Tabs for popular, unlimited, data add-on, OTT and top-up packs show the price, data and validity before you commit.',
      'Prepaid recharges go through in seconds, and postpaid numbers can be paid from the same screen with the Postpaid tab. Every recharge is saved in your order history with its order id, so you always know what was paid and when.',
      'Pay the way that suits you: debit or credit card, net banking, UPI or a wallet. Recharges made through the pay app also earn an instant discount of up to ₹100.',
    ],
  },
  dth: {
    heading: 'DTH recharge for every set-top box',
    paragraphs: [
      'Choose your DTH operator and the form asks for the exact ID that operator uses, whether it is a Customer ID, a Subscriber ID, a Customer Account Number or the registered mobile number. No more hunting through old bills to work out which number goes where.',
      'Enter the amount you want to add and proceed to the summary. The balance reaches your account quickly, so your channel packs keep running through the match or the season finale.',
      'You can recharge a connection at your parents’ home just as easily as your own; all you need is their ID. Each recharge is kept in your order history for later reference.',
    ],
  },
  datacard: {
    heading: 'Data card recharge without the wait',
    paragraphs: [
      'A USB dongle, a pocket Wi-Fi hotspot or a tablet SIM recharges just like a phone: enter the number linked to the device, choose the operator and circle, and pick the data plan that matches how much you browse.',
      'Data-only packs, add-ons and long-validity plans are listed with their price and validity up front, so you can stretch your budget across a work trip or a term of online classes.',
      'Finish with a debit or credit card, net banking, UPI or your wallet, and the device is back online within moments.',
    ],
  },
  fastag: {
    heading: 'FASTag recharge for every issuing bank',
    paragraphs: [
      'Select the bank that issued your FASTag, enter the vehicle registration number exactly as it appears on the RC (for example KL01AB1234) and type the amount you want to load.',
      'A low balance can mean paying double toll in cash or being stopped at the barrier. Top up before a highway trip and the money is ready for your next crossing.',
      'Payments work with cards, net banking, UPI and wallets, and each top-up is listed in your order history against the vehicle number.',
    ],
  },
  metro: {
    heading: 'Metro card recharge on the go',
    paragraphs: [
      'Pick your metro network, from Delhi and Mumbai to Bengaluru, Hyderabad, Chennai, Kolkata and Kochi, enter the number printed on your smart card and choose how much to add.',
      'Rush hour is no time to wait at a vending machine. Recharge from your phone on the way to the station and walk straight to the gate.',
      'Every recharge is saved in your order history, which makes claiming travel expenses at work straightforward.',
    ],
  },
  electricity: {
    heading: 'Electricity bill payment made simple',
    paragraphs: [
      'Choose your electricity board or distribution company, enter the Consumer Number printed on your bill and you are ready to pay. Leave the amount empty and the amount due on the connection is used automatically.',
      'Paying on time keeps late-payment surcharges and disconnection notices away. You can clear the bill from anywhere, including a parent’s home or a rented flat in another state.',
      'Pay by card, net banking, UPI or wallet. The confirmation and order id stay in your order history in case the board ever asks for proof of payment.',
    ],
  },
  broadband: {
    heading: 'Broadband bills with one-tap bill fetch',
    paragraphs: [
      'Select your internet provider and enter your Account or Directory Number. Tap Fetch Bill and the amount due is filled in for you, so you pay exactly what is owed.',
      'The list covers national fibre networks and local cable internet companies alike. Paying before the due date keeps your speed intact and your work-from-home day free of interruptions.',
      'Checkout accepts debit and credit cards, net banking, UPI and wallets, and each payment is added to your order history.',
    ],
  },
  water: {
    heading: 'Pay your water bill online',
    paragraphs: [
      'Select your water board or municipal corporation, enter the Consumer or Connection ID from the bill and type the amount. That is all the payment needs.',
      'Many boards add a surcharge once the due date passes. Paying from the app takes less than a minute, so the bill can be cleared the day it arrives.',
      'Each payment is recorded in your order history with the date, board and amount, which keeps tenancy and society paperwork simple.',
    ],
  },
  gas: {
    heading: 'Piped gas bill payment',
    paragraphs: [
      'Choose your city gas distribution company, enter your customer or registered number and type the bill amount. The same form books an LPG refill too: flip the toggle to Book a Cylinder.',
      'Piped natural gas is usually billed every two months. Paying online keeps the supply to your kitchen uninterrupted and saves a trip to the customer care centre.',
      'Use a card, net banking, UPI or wallet, and find the receipt in your order history whenever you need it.',
    ],
  },
  cylinder: {
    heading: 'LPG cylinder booking online',
    paragraphs: [
      'Pick your LPG brand, enter your LPG ID or registered number and pay the booking amount. The refill is booked with your distributor and delivered to the address on the connection.',
      'No waiting on hold and no SMS codes to remember: booking and payment happen in one step, with the order saved in your history for tracking.',
      'Booking for family in another town? Enter their LPG ID and pay from your own account with a card, net banking, UPI or wallet.',
    ],
  },
  landline: {
    heading: 'Landline bill payment',
    paragraphs: [
      'Select your landline operator, enter the telephone number together with its STD code and type the bill amount. Proceed, check the summary and pay.',
      'Shop counters, clinics and many homes still depend on a fixed line. Paying on time avoids outgoing-call barring and reconnection charges.',
      'Cards, net banking, UPI and wallets are all accepted, and every payment is listed in your order history.',
    ],
  },
  education: {
    heading: 'School and college fees, paid online',
    paragraphs: [
      'Choose the institution, enter the enrollment number or student ID and type the fee amount from the fee notice. The payment is tagged with the student ID so the accounts office can match it.',
      'No queue at the fee counter and no last-minute rush before the deadline. Parents can pay from work or while travelling, using a card, net banking, UPI or wallet.',
    ],
  },
  housing: {
    heading: 'Apartment and housing society payments',
    paragraphs: [
      'Select your housing society, enter your apartment or flat number and the amount on the maintenance bill. The society receives the payment with your flat number attached.',
      'A dated record of every payment sits in your order history, which is handy at the annual general meeting or when handing a flat over to a new tenant.',
      'Pay with a debit or credit card, net banking, UPI or wallet, whichever is closest to hand.',
    ],
  },
  entertainment: {
    heading: 'Entertainment payments in one place',
    paragraphs: [
      'Select the streaming, music or ticketing service, enter your account number or user name and the amount to pay. The payment is credited to that account.',
      'Keeping every entertainment payment in one order history makes it easy to see what the household spends on subscriptions each month.',
      'Use a card, net banking, UPI or wallet; no need to store card details with each service separately.',
    ],
  },
  municipal: {
    heading: 'Municipal property tax payment',
    paragraphs: [
      'Choose your municipal corporation, enter the Property Number from the tax demand notice and type the tax amount. The payment is recorded against that property.',
      'Many corporations offer a rebate for early payment and charge interest on arrears, so paying as soon as the notice arrives can save real money.',
      'Your order history keeps a dated record of every instalment, useful when selling the property or applying for a loan.',
    ],
  },
  clubs: {
    heading: 'Club and association payments',
    paragraphs: [
      'Select your club or association, enter your membership number and the amount due, whether it is the annual subscription, a quarterly bill or an event fee.',
      'Paying from the app means no cheques at the front desk and no lapsed membership because a reminder went unread. Each payment is saved in your order history.',
    ],
  },
  cable: {
    heading: 'Cable TV bill payment',
    paragraphs: [
      'Choose your cable TV operator and enter the registered mobile number, account number or the MAC ID shown on your set-top box, then the amount for your pack.',
      'Renewing before the pack expires keeps your channels on without a blackout, and the payment reaches the operator with your account details attached.',
      'Cards, net banking, UPI and wallets are accepted, and your order history keeps track of every month.',
    ],
  },
  challan: {
    heading: 'Traffic challan payment',
    paragraphs: [
      'Select the traffic police authority that issued the challan, enter the challan number or your vehicle number and the amount shown on the notice.',
      'Unpaid challans can block vehicle transfers and insurance renewals, and may be sent to court. Paying online settles them without a trip to the traffic office.',
      'Keep the order id from your order history as proof of payment until the authority updates its records.',
    ],
  },
  hospital: {
    heading: 'Hospital bill payment',
    paragraphs: [
      'Choose the hospital, enter the patient account number or user name from the bill and type the amount. The payment is credited to that account.',
      'Relatives in another city can pay a deposit or a discharge bill from wherever they are, and the receipt stays in the order history for insurance claims.',
    ],
  },
  subscription: {
    heading: 'Subscription payments',
    paragraphs: [
      'Pick the subscription provider, enter the mobile number registered with your subscription and type the amount to renew or pay the outstanding dues.',
      'Renewing on time keeps the morning paper arriving and premium features switched on. All renewals are gathered in your order history, so nothing gets paid twice.',
      'Pay with a card, net banking, UPI or wallet.',
    ],
  },
  postpaid: {
    heading: 'Mobile postpaid bill payment',
    paragraphs: [
      'Type the 10-digit postpaid number and pick the operator, then tap Fetch Bill. The amount due, the bill number, the due date and the name on the account are shown before you pay.',
      'The amount is filled in with the bill, and you may change it to pay part of the bill now or a little extra. Any amount from ₹1 is accepted.',
      'Pay by card, net banking, UPI or wallet. Each bill payment is saved in your order history, apart from your prepaid recharges.',
    ],
  },
};
