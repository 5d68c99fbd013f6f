import type { Catalogue } from './catalogue';

/** Hindi (हिन्दी). Every key of en.ts, the same placeholders; brand names, UPI, SMS, OTT and IST stay in Latin script. */
export const HI: Catalogue = {
  messages: {
    'mail.verify.subject': 'आपका PayWise ईमेल सत्यापन कोड',
    'mail.verify.text':
      'आपका PayWise सत्यापन कोड {code} है।\n\n' +
      'यह {minutes, plural, one {# मिनट} other {# मिनट}} तक मान्य है। अगर आपने यह कोड नहीं माँगा था, तो इस ईमेल को अनदेखा कर सकते हैं।',
    'mail.reset.subject': 'आपका PayWise पासवर्ड रीसेट कोड',
    'mail.reset.text':
      'आपका PayWise पासवर्ड रीसेट कोड {code} है।\n\n' +
      'यह {minutes, plural, one {# मिनट} other {# मिनट}} तक मान्य है। अगर आपने पासवर्ड रीसेट करने के लिए नहीं कहा था, तो इस ईमेल ' +
      'को अनदेखा कर सकते हैं: आपका पासवर्ड जैसा है, वैसा ही रहेगा।',
    'mail.signInNumber.subject': 'अब एक मोबाइल नंबर से आपके PayWise खाते में साइन इन किया जा सकता है',
    'mail.signInNumber.text':
      '{ending} पर ख़त्म होने वाले मोबाइल नंबर से अब SMS से भेजे गए कोड द्वारा आपके PayWise खाते में साइन इन किया जा सकता है।\n\n' +
      'यह आपने नहीं किया? नंबर हटाने और हर जगह से साइन आउट करने के लिए यह लिंक खोलें, फिर अपना पासवर्ड बदलें:\n{link}\n\n' +
      'अगर यह नंबर आपने ख़ुद जोड़ा है, तो कुछ करने की ज़रूरत नहीं है।',
    'mail.deletionCode.subject': 'आपका PayWise खाता हटाने का कोड',
    'mail.deletionCode.text':
      'आपका PayWise खाता हटाने का कोड {code} है।\n\n' +
      'यह {minutes, plural, one {# मिनट} other {# मिनट}} तक मान्य है। अगर आपने यह कोड नहीं माँगा था, तो इस ईमेल को अनदेखा करें ' +
      'और अपना पासवर्ड बदलने के बारे में सोचें।',
    'mail.deleted.subject': 'आपका PayWise खाता हटा दिया गया है',
    'mail.deleted.text':
      'आपके कहे अनुसार आपका PayWise खाता हटा दिया गया है। आपकी प्रोफ़ाइल, सहेजे गए नंबर और बिलर, और आपकी शिकायतों में दिए गए ' +
      'संपर्क विवरण मिटा दिए गए हैं, और आपको हर डिवाइस से साइन आउट कर दिया गया है।\n\n' +
      'आपके ऑर्डर और भुगतानों के रिकॉर्ड भारतीय कर और भुगतान नियमों के अनुसार आपके नाम के बिना रखे जाते हैं, और उसके बाद हटा ' +
      'दिए जाते हैं। आप कभी भी फिर से साइन अप कर सकते हैं।',
    'mail.billReminder.subject':
      '{overdue, select, true {आपके {biller} बिल ({amount}) की नियत तारीख {due} थी} other {आपके {biller} बिल ({amount}) की नियत तारीख {due} है}}',
    'mail.billReminder.name': '{biller} ({nickname})',
    'mail.billReminder.text':
      '{identifierLabel} {identifier} के लिए आपका {name} बिल {amount} का है, ' +
      '{overdue, select, true {जिसकी नियत तारीख {due} थी} other {जिसकी नियत तारीख {due} है}}।\n\n' +
      'इसे PayWise पर चुकाएँ: {payUrl}\n\n' +
      'यह रिमाइंडर आपको इसलिए मिला है क्योंकि आपने यह बिलर PayWise पर सहेजा है। ' +
      'इस बिलर के रिमाइंडर बंद करें: {offUrl}',
    'mail.billReminder.unsubscribe': '\nसभी बिल रिमाइंडर ईमेल बंद करें: {url}',
    'mail.planReminder.subject': '{number} पर आपका {price} वाला {operator} प्लान {ends} को खत्म हो रहा है',
    'mail.planReminder.text':
      '{subject}।\n\n' +
      'फिर से रिचार्ज करें: {url}\n\n' +
      'यह रिमाइंडर आपको इसलिए मिला है क्योंकि आपने यह प्लान PayWise पर खरीदा था।\n' +
      'प्लान खत्म होने के रिमाइंडर ईमेल बंद करें: {unsubscribeUrl}',
    'push.planReminder.title': 'आपका प्लान जल्द ही खत्म हो रहा है',
    'mail.orderConfirmation.subject': 'PayWise: आपका {amount} का {service} भुगतान पूरा हुआ (ऑर्डर {orderId})',
    'mail.orderConfirmation.text':
      '{identifier} के लिए आपका {amount} का {service} भुगतान पूरा हो गया है।' +
      '{bbps, select, true {\nयह भुगतान Bharat Connect के ज़रिए हुआ है।} other {}}\n\n' +
      '{details}\n\n' +
      'आपका ऑर्डर और उसकी रसीद: {url}',
    'mail.orderConfirmation.unsubscribe': '\n\nऑर्डर अपडेट वाले ईमेल बंद करें: {url}',
    'sms.otp':
      '{code} आपका PayWise कोड है। यह {minutes, plural, one {# मिनट} other {# मिनट}} तक मान्य है। इसे किसी के साथ साझा न करें।',
    'sms.order': 'PayWise: {number} के लिए आपका ₹{amount} का {service} भुगतान सफल रहा। ऑर्डर {order}।',
    'sms.refund':
      'PayWise: ऑर्डर {order} के ₹{amount} का रिफ़ंड शुरू हो गया है। यह {date} तक आपके खाते में आ जाना चाहिए।',
    'sms.lock':
      'PayWise: इस नंबर के लिए बहुत सारे गलत साइन-इन कोड डाले गए, इसलिए SMS से इस नंबर से साइन इन अभी रोका गया है। अगर यह आपने नहीं किया, तो आपका खाता सुरक्षित है। कोई भी कोड कभी साझा न करें।',
    'receipt.documentTitle': '{company} रसीद {orderId}',
    'receipt.title': 'भुगतान रसीद',
    'receipt.orderId': 'ऑर्डर आईडी',
    'receipt.date': 'तारीख',
    'receipt.dateTime': '{dateTime} IST',
    'receipt.type': 'प्रकार',
    'receipt.operator': 'ऑपरेटर',
    'receipt.circle': 'सर्कल',
    'receipt.plan': 'प्लान',
    'receipt.validity': 'वैधता',
    'receipt.data': 'डेटा',
    'receipt.calls': 'कॉल',
    'receipt.sms': 'SMS',
    'receipt.ott': 'OTT लाभ',
    'receipt.fact.days': '{count, plural, one {# दिन} other {# दिन}}',
    'receipt.fact.perDay': '{amount}/दिन',
    'receipt.fact.minutes': '{minutes} मिनट',
    'receipt.fact.unlimited': 'अनलिमिटेड',
    'receipt.fact.none': 'कोई नहीं',
    'receipt.fact.existingPlan': 'मौजूदा प्लान',
    'receipt.billNumber': 'बिल नंबर',
    'receipt.paidThrough': 'भुगतान का माध्यम',
    'receipt.bbpsTxnId': 'B-Connect लेनदेन आईडी',
    'receipt.billerReference': 'बिलर संदर्भ',
    'receipt.billDueDate': 'बिल की नियत तारीख',
    'receipt.billDate': 'बिल की तारीख',
    'receipt.billerId': 'बिलर आईडी',
    'receipt.customerName': 'ग्राहक का नाम',
    'receipt.approvalNumber': 'अनुमोदन संख्या',
    'receipt.bbpsPaymentMode': 'भुगतान मोड',
    'receipt.channel': 'भुगतान चैनल',
    'receipt.channelName': '{channel, select, INT {इंटरनेट} MOB {मोबाइल ऐप} other {{channel}}}',
    'receipt.orderAmount': 'ऑर्डर राशि',
    'receipt.discount': 'छूट',
    'receipt.convenienceFee': 'सुविधा शुल्क',
    'receipt.amountPaid': 'भुगतान की गई राशि',
    'receipt.paymentMethod': 'भुगतान का तरीका',
    'receipt.paymentId': 'भुगतान आईडी',
    'receipt.gatewayPaymentId': 'गेटवे भुगतान आईडी',
    'receipt.status': 'स्थिति',
    'receipt.refundReference': 'रिफ़ंड संदर्भ',
    'receipt.awaitingPayment': 'भुगतान की प्रतीक्षा है',
    'receipt.notPaid': 'भुगतान नहीं हुआ',
    'receipt.awaitingConfirmation': 'पुष्टि की प्रतीक्षा है',
    'receipt.footerAmounts': 'सभी राशियाँ भारतीय रुपये (₹) में हैं। समय भारतीय मानक समय (IST) में है।',
    'receipt.footerSignature': 'यह कंप्यूटर से बनी रसीद है, इस पर हस्ताक्षर की ज़रूरत नहीं है।',
  },
  orderTypes: {
    mobile: 'मोबाइल रिचार्ज',
    dth: 'DTH रिचार्ज',
    datacard: 'डेटा कार्ड रिचार्ज',
    fastag: 'FASTag रिचार्ज',
    metro: 'मेट्रो कार्ड रिचार्ज',
    electricity: 'बिजली बिल',
    broadband: 'ब्रॉडबैंड बिल',
    water: 'पानी का बिल',
    gas: 'गैस बिल',
    cylinder: 'सिलेंडर बुकिंग',
    landline: 'लैंडलाइन बिल',
    education: 'शिक्षा शुल्क',
    housing: 'अपार्टमेंट बिल',
    entertainment: 'मनोरंजन',
    municipal: 'नगरपालिका कर',
    clubs: 'क्लब और संघ',
    cable: 'केबल टीवी बिल',
    challan: 'ट्रैफ़िक चालान',
    hospital: 'अस्पताल का बिल',
    subscription: 'सदस्यता',
    postpaid: 'पोस्टपेड बिल भुगतान',
  },
  statuses: {
    'Payment Pending': 'भुगतान बाकी',
    Processing: 'प्रक्रिया में',
    Completed: 'पूरा हुआ',
    Failed: 'विफल',
    Refunded: 'रिफ़ंड हो गया',
  },
  paymentMethods: { UPI: 'UPI', CARD: 'कार्ड', NETBANKING: 'नेट बैंकिंग', WALLET: 'वॉलेट' },
  identifierLabels: {
    'Mobile Number': 'मोबाइल नंबर',
    'Customer ID': 'ग्राहक आईडी',
    'Subscriber ID': 'सब्सक्राइबर आईडी',
    'Customer Account Number': 'ग्राहक खाता नंबर',
    'Registered Mobile Number': 'रजिस्टर्ड मोबाइल नंबर',
    'Vehicle Registration Number': 'वाहन रजिस्ट्रेशन नंबर',
    'Metro Card Number': 'मेट्रो कार्ड नंबर',
    'Consumer Number': 'उपभोक्ता नंबर',
    'Account/Directory Number': 'खाता/डायरेक्टरी नंबर',
    'Consumer/Connection ID': 'उपभोक्ता/कनेक्शन आईडी',
    'Customer/Registered Number': 'ग्राहक/रजिस्टर्ड नंबर',
    'Telephone Number with STD Code': 'STD कोड सहित टेलीफ़ोन नंबर',
    'Enrollment Number or Student ID': 'नामांकन संख्या या छात्र आईडी',
    'Apartment / Flat Number': 'अपार्टमेंट / फ़्लैट नंबर',
    'Account No/User Name': 'खाता नंबर/यूज़र नेम',
    'Property Number': 'संपत्ति नंबर',
    'Membership No.': 'सदस्यता नंबर',
    'Mobile No/Account No/MAC ID': 'मोबाइल नंबर/खाता नंबर/MAC आईडी',
    'Challan/Vehicle Number': 'चालान/वाहन नंबर',
    'Account Number': 'खाता नंबर',
    'Gas Connection Number': 'गैस कनेक्शन नंबर',
    'LPG ID': 'LPG आईडी',
    'Vehicle Number': 'वाहन नंबर',
    'Telephone Number': 'टेलीफ़ोन नंबर',
    'Student ID': 'छात्र आईडी',
    'Subscription ID': 'सदस्यता आईडी',
    'Property ID': 'संपत्ति आईडी',
    'Membership ID': 'सदस्यता आईडी',
    'Challan Number': 'चालान नंबर',
    'Patient ID': 'मरीज़ आईडी',
    'Smart Card Number': 'स्मार्ट कार्ड नंबर',
    'Data Card Number': 'डेटा कार्ड नंबर',
  },
  planCategories: {
    POPULAR: 'लोकप्रिय',
    'HERO UNLIMITED': 'हीरो अनलिमिटेड',
    UNLIMITED: 'अनलिमिटेड',
    'DATA ADD ON': 'डेटा ऐड-ऑन',
    'OTT PLANS': 'OTT प्लान',
    'DATA ONLY': 'केवल डेटा',
    'COMBO VALIDITY': 'कॉम्बो वैलिडिटी',
    'TOP UP': 'टॉप अप',
    COMBO: 'कॉम्बो',
    VALIDITY: 'वैलिडिटी',
  },
};
