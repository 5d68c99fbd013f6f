// Written by articles-messages.test.ts from packages/domain/src/catalogue/service-articles.ts: do not edit by
// hand. The articles the web translates (articles.ts), for `lingui extract` to read. Never imported.
export const ARTICLE_MESSAGES = [
  /*i18n*/ { id: 'article.mobile.heading.7eea63f8', message: 'Mobile recharge in a few taps' },
  /*i18n*/ {
    id: 'article.mobile.1.601b6b72',
    message:
      'Type the 10-digit number, pick the operator and circle, and compare the current plans for Airtel, Jio, Vi, BSNL and MTNL side by side. Tabs for popular, unlimited, data add-on, OTT and top-up packs show the price, data and validity before you commit.',
  },
  /*i18n*/ {
    id: 'article.mobile.2.13309f93',
    message:
      'Prepaid recharges go through in seconds, and postpaid numbers can be paid from the same screen with the Postpaid tab. Every recharge is saved in your order history with its order id, so you always know what was paid and when.',
  },
  /*i18n*/ {
    id: 'article.mobile.3.cef514ea',
    message:
      'Pay the way that suits you: debit or credit card, net banking, UPI or a wallet. Recharges made through the pay app also earn an instant discount of up to ₹100.',
  },
  /*i18n*/ { id: 'article.dth.heading.4dfeec0f', message: 'DTH recharge for every set-top box' },
  /*i18n*/ {
    id: 'article.dth.1.353da96c',
    message:
      'Choose your DTH operator and the form asks for the exact ID that operator uses, whether it is a Customer ID, a Subscriber ID, a Customer Account Number or the registered mobile number. No more hunting through old bills to work out which number goes where.',
  },
  /*i18n*/ {
    id: 'article.dth.2.7cd3d287',
    message:
      'Enter the amount you want to add and proceed to the summary. The balance reaches your account quickly, so your channel packs keep running through the match or the season finale.',
  },
  /*i18n*/ {
    id: 'article.dth.3.9c671997',
    message:
      'You can recharge a connection at your parents’ home just as easily as your own; all you need is their ID. Each recharge is kept in your order history for later reference.',
  },
  /*i18n*/ { id: 'article.datacard.heading.562ca372', message: 'Data card recharge without the wait' },
  /*i18n*/ {
    id: 'article.datacard.1.3d1f3eda',
    message:
      'A USB dongle, a pocket Wi-Fi hotspot or a tablet SIM recharges just like a phone: enter the number linked to the device, choose the operator and circle, and pick the data plan that matches how much you browse.',
  },
  /*i18n*/ {
    id: 'article.datacard.2.8954e3c9',
    message:
      'Data-only packs, add-ons and long-validity plans are listed with their price and validity up front, so you can stretch your budget across a work trip or a term of online classes.',
  },
  /*i18n*/ {
    id: 'article.datacard.3.9dad7543',
    message:
      'Finish with a debit or credit card, net banking, UPI or your wallet, and the device is back online within moments.',
  },
  /*i18n*/ { id: 'article.fastag.heading.a846ad1a', message: 'FASTag recharge for every issuing bank' },
  /*i18n*/ {
    id: 'article.fastag.1.fba44567',
    message:
      'Select the bank that issued your FASTag, enter the vehicle registration number exactly as it appears on the RC (for example KL01AB1234) and type the amount you want to load.',
  },
  /*i18n*/ {
    id: 'article.fastag.2.cc247dd3',
    message:
      'A low balance can mean paying double toll in cash or being stopped at the barrier. Top up before a highway trip and the money is ready for your next crossing.',
  },
  /*i18n*/ {
    id: 'article.fastag.3.77a0c4d1',
    message:
      'Payments work with cards, net banking, UPI and wallets, and each top-up is listed in your order history against the vehicle number.',
  },
  /*i18n*/ { id: 'article.metro.heading.10a54061', message: 'Metro card recharge on the go' },
  /*i18n*/ {
    id: 'article.metro.1.7295d768',
    message:
      'Pick your metro network, from Delhi and Mumbai to Bengaluru, Hyderabad, Chennai, Kolkata and Kochi, enter the number printed on your smart card and choose how much to add.',
  },
  /*i18n*/ {
    id: 'article.metro.2.2abc3fbb',
    message:
      'Rush hour is no time to wait at a vending machine. Recharge from your phone on the way to the station and walk straight to the gate.',
  },
  /*i18n*/ {
    id: 'article.metro.3.119cb21e',
    message:
      'Every recharge is saved in your order history, which makes claiming travel expenses at work straightforward.',
  },
  /*i18n*/ { id: 'article.electricity.heading.0635e704', message: 'Electricity bill payment made simple' },
  /*i18n*/ {
    id: 'article.electricity.1.99f1e244',
    message:
      'Choose your electricity board or distribution company, enter the Consumer Number printed on your bill and you are ready to pay. Leave the amount empty and the amount due on the connection is used automatically.',
  },
  /*i18n*/ {
    id: 'article.electricity.2.e022c921',
    message:
      'Paying on time keeps late-payment surcharges and disconnection notices away. You can clear the bill from anywhere, including a parent’s home or a rented flat in another state.',
  },
  /*i18n*/ {
    id: 'article.electricity.3.5dc47140',
    message:
      'Pay by card, net banking, UPI or wallet. The confirmation and order id stay in your order history in case the board ever asks for proof of payment.',
  },
  /*i18n*/ { id: 'article.broadband.heading.d4bb0d53', message: 'Broadband bills with one-tap bill fetch' },
  /*i18n*/ {
    id: 'article.broadband.1.5f729ea9',
    message:
      'Select your internet provider and enter your Account or Directory Number. Tap Fetch Bill and the amount due is filled in for you, so you pay exactly what is owed.',
  },
  /*i18n*/ {
    id: 'article.broadband.2.4636359c',
    message:
      'The list covers national fibre networks and local cable internet companies alike. Paying before the due date keeps your speed intact and your work-from-home day free of interruptions.',
  },
  /*i18n*/ {
    id: 'article.broadband.3.12d1e2cb',
    message:
      'Checkout accepts debit and credit cards, net banking, UPI and wallets, and each payment is added to your order history.',
  },
  /*i18n*/ { id: 'article.water.heading.a3a8dddf', message: 'Pay your water bill online' },
  /*i18n*/ {
    id: 'article.water.1.8d083eaf',
    message:
      'Select your water board or municipal corporation, enter the Consumer or Connection ID from the bill and type the amount. That is all the payment needs.',
  },
  /*i18n*/ {
    id: 'article.water.2.7de1c622',
    message:
      'Many boards add a surcharge once the due date passes. Paying from the app takes less than a minute, so the bill can be cleared the day it arrives.',
  },
  /*i18n*/ {
    id: 'article.water.3.2c431281',
    message:
      'Each payment is recorded in your order history with the date, board and amount, which keeps tenancy and society paperwork simple.',
  },
  /*i18n*/ { id: 'article.gas.heading.6be012f9', message: 'Piped gas bill payment' },
  /*i18n*/ {
    id: 'article.gas.1.58006a8e',
    message:
      'Choose your city gas distribution company, enter your customer or registered number and type the bill amount. The same form books an LPG refill too: flip the toggle to Book a Cylinder.',
  },
  /*i18n*/ {
    id: 'article.gas.2.7f4762ef',
    message:
      'Piped natural gas is usually billed every two months. Paying online keeps the supply to your kitchen uninterrupted and saves a trip to the customer care centre.',
  },
  /*i18n*/ {
    id: 'article.gas.3.987ccadb',
    message:
      'Use a card, net banking, UPI or wallet, and find the receipt in your order history whenever you need it.',
  },
  /*i18n*/ { id: 'article.cylinder.heading.12201ace', message: 'LPG cylinder booking online' },
  /*i18n*/ {
    id: 'article.cylinder.1.9a1c470b',
    message:
      'Pick your LPG brand, enter your LPG ID or registered number and pay the booking amount. The refill is booked with your distributor and delivered to the address on the connection.',
  },
  /*i18n*/ {
    id: 'article.cylinder.2.86daae37',
    message:
      'No waiting on hold and no SMS codes to remember: booking and payment happen in one step, with the order saved in your history for tracking.',
  },
  /*i18n*/ {
    id: 'article.cylinder.3.e83f5b17',
    message:
      'Booking for family in another town? Enter their LPG ID and pay from your own account with a card, net banking, UPI or wallet.',
  },
  /*i18n*/ { id: 'article.landline.heading.c6b37afd', message: 'Landline bill payment' },
  /*i18n*/ {
    id: 'article.landline.1.8a9bcbdc',
    message:
      'Select your landline operator, enter the telephone number together with its STD code and type the bill amount. Proceed, check the summary and pay.',
  },
  /*i18n*/ {
    id: 'article.landline.2.ef6a4106',
    message:
      'Shop counters, clinics and many homes still depend on a fixed line. Paying on time avoids outgoing-call barring and reconnection charges.',
  },
  /*i18n*/ {
    id: 'article.landline.3.9357ad35',
    message:
      'Cards, net banking, UPI and wallets are all accepted, and every payment is listed in your order history.',
  },
  /*i18n*/ { id: 'article.education.heading.8ecb83ff', message: 'School and college fees, paid online' },
  /*i18n*/ {
    id: 'article.education.1.4898eec0',
    message:
      'Choose the institution, enter the enrollment number or student ID and type the fee amount from the fee notice. The payment is tagged with the student ID so the accounts office can match it.',
  },
  /*i18n*/ {
    id: 'article.education.2.e449863c',
    message:
      'No queue at the fee counter and no last-minute rush before the deadline. Parents can pay from work or while travelling, using a card, net banking, UPI or wallet.',
  },
  /*i18n*/ { id: 'article.housing.heading.88d07f1c', message: 'Apartment and housing society payments' },
  /*i18n*/ {
    id: 'article.housing.1.6a56f17a',
    message:
      'Select your housing society, enter your apartment or flat number and the amount on the maintenance bill. The society receives the payment with your flat number attached.',
  },
  /*i18n*/ {
    id: 'article.housing.2.60e7ab85',
    message:
      'A dated record of every payment sits in your order history, which is handy at the annual general meeting or when handing a flat over to a new tenant.',
  },
  /*i18n*/ {
    id: 'article.housing.3.d146d82d',
    message: 'Pay with a debit or credit card, net banking, UPI or wallet, whichever is closest to hand.',
  },
  /*i18n*/ { id: 'article.entertainment.heading.95fb1ae8', message: 'Entertainment payments in one place' },
  /*i18n*/ {
    id: 'article.entertainment.1.cac32e0e',
    message:
      'Select the streaming, music or ticketing service, enter your account number or user name and the amount to pay. The payment is credited to that account.',
  },
  /*i18n*/ {
    id: 'article.entertainment.2.69e8b375',
    message:
      'Keeping every entertainment payment in one order history makes it easy to see what the household spends on subscriptions each month.',
  },
  /*i18n*/ {
    id: 'article.entertainment.3.c790811c',
    message:
      'Use a card, net banking, UPI or wallet; no need to store card details with each service separately.',
  },
  /*i18n*/ { id: 'article.municipal.heading.322066e7', message: 'Municipal property tax payment' },
  /*i18n*/ {
    id: 'article.municipal.1.50398a5c',
    message:
      'Choose your municipal corporation, enter the Property Number from the tax demand notice and type the tax amount. The payment is recorded against that property.',
  },
  /*i18n*/ {
    id: 'article.municipal.2.762a2a5e',
    message:
      'Many corporations offer a rebate for early payment and charge interest on arrears, so paying as soon as the notice arrives can save real money.',
  },
  /*i18n*/ {
    id: 'article.municipal.3.b6d5569a',
    message:
      'Your order history keeps a dated record of every instalment, useful when selling the property or applying for a loan.',
  },
  /*i18n*/ { id: 'article.clubs.heading.82cceece', message: 'Club and association payments' },
  /*i18n*/ {
    id: 'article.clubs.1.35d728b0',
    message:
      'Select your club or association, enter your membership number and the amount due, whether it is the annual subscription, a quarterly bill or an event fee.',
  },
  /*i18n*/ {
    id: 'article.clubs.2.3e80f50d',
    message:
      'Paying from the app means no cheques at the front desk and no lapsed membership because a reminder went unread. Each payment is saved in your order history.',
  },
  /*i18n*/ { id: 'article.cable.heading.0fb66c47', message: 'Cable TV bill payment' },
  /*i18n*/ {
    id: 'article.cable.1.ad225394',
    message:
      'Choose your cable TV operator and enter the registered mobile number, account number or the MAC ID shown on your set-top box, then the amount for your pack.',
  },
  /*i18n*/ {
    id: 'article.cable.2.47095a3b',
    message:
      'Renewing before the pack expires keeps your channels on without a blackout, and the payment reaches the operator with your account details attached.',
  },
  /*i18n*/ {
    id: 'article.cable.3.fb25e494',
    message:
      'Cards, net banking, UPI and wallets are accepted, and your order history keeps track of every month.',
  },
  /*i18n*/ { id: 'article.challan.heading.18eda3d9', message: 'Traffic challan payment' },
  /*i18n*/ {
    id: 'article.challan.1.bfba1b21',
    message:
      'Select the traffic police authority that issued the challan, enter the challan number or your vehicle number and the amount shown on the notice.',
  },
  /*i18n*/ {
    id: 'article.challan.2.37642fec',
    message:
      'Unpaid challans can block vehicle transfers and insurance renewals, and may be sent to court. Paying online settles them without a trip to the traffic office.',
  },
  /*i18n*/ {
    id: 'article.challan.3.52a60f7c',
    message:
      'Keep the order id from your order history as proof of payment until the authority updates its records.',
  },
  /*i18n*/ { id: 'article.hospital.heading.e45a032e', message: 'Hospital bill payment' },
  /*i18n*/ {
    id: 'article.hospital.1.bccd80c6',
    message:
      'Choose the hospital, enter the patient account number or user name from the bill and type the amount. The payment is credited to that account.',
  },
  /*i18n*/ {
    id: 'article.hospital.2.40e89c43',
    message:
      'Relatives in another city can pay a deposit or a discharge bill from wherever they are, and the receipt stays in the order history for insurance claims.',
  },
  /*i18n*/ { id: 'article.subscription.heading.37ea34a3', message: 'Subscription payments' },
  /*i18n*/ {
    id: 'article.subscription.1.72110d0a',
    message:
      'Pick the subscription provider, enter the mobile number registered with your subscription and type the amount to renew or pay the outstanding dues.',
  },
  /*i18n*/ {
    id: 'article.subscription.2.fd54ab72',
    message:
      'Renewing on time keeps the morning paper arriving and premium features switched on. All renewals are gathered in your order history, so nothing gets paid twice.',
  },
  /*i18n*/ { id: 'article.subscription.3.9c40e003', message: 'Pay with a card, net banking, UPI or wallet.' },
  /*i18n*/ { id: 'article.postpaid.heading.66dd6ad0', message: 'Mobile postpaid bill payment' },
  /*i18n*/ {
    id: 'article.postpaid.1.b4069428',
    message:
      'Type the 10-digit postpaid number and pick the operator, then tap Fetch Bill. The amount due, the bill number, the due date and the name on the account are shown before you pay.',
  },
  /*i18n*/ {
    id: 'article.postpaid.2.0d62312b',
    message:
      'The amount is filled in with the bill, and you may change it to pay part of the bill now or a little extra. Any amount from ₹1 is accepted.',
  },
  /*i18n*/ {
    id: 'article.postpaid.3.db59664c',
    message:
      'Pay by card, net banking, UPI or wallet. Each bill payment is saved in your order history, apart from your prepaid recharges.',
  },
];
