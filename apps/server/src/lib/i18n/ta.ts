import type { Catalogue } from './catalogue';

/** Tamil (தமிழ்). Every key of en.ts, the same placeholders; brand names, UPI, SMS, OTT and IST stay in Latin script. */
export const TA: Catalogue = {
  messages: {
    'mail.verify.subject': 'உங்கள் PayWise மின்னஞ்சல் சரிபார்ப்புக் குறியீடு',
    'mail.verify.text':
      'உங்கள் PayWise சரிபார்ப்புக் குறியீடு {code}.\n\n' +
      'இது {minutes, plural, one {# நிமிடத்திற்குச்} other {# நிமிடங்களுக்குச்}} செல்லுபடியாகும். நீங்கள் இதைக் கேட்கவில்லை என்றால், ' +
      'இந்த மின்னஞ்சலைப் புறக்கணிக்கலாம்.',
    'mail.reset.subject': 'உங்கள் PayWise கடவுச்சொல் மீட்டமைப்புக் குறியீடு',
    'mail.reset.text':
      'உங்கள் PayWise கடவுச்சொல் மீட்டமைப்புக் குறியீடு {code}.\n\n' +
      'இது {minutes, plural, one {# நிமிடத்திற்குச்} other {# நிமிடங்களுக்குச்}} செல்லுபடியாகும். உங்கள் கடவுச்சொல்லை மீட்டமைக்க ' +
      'நீங்கள் கேட்கவில்லை என்றால், இந்த மின்னஞ்சலைப் புறக்கணிக்கலாம்: உங்கள் கடவுச்சொல் மாறாமல் அப்படியே இருக்கும்.',
    'mail.signInNumber.subject': 'இப்போது ஒரு மொபைல் எண் மூலம் உங்கள் PayWise கணக்கில் உள்நுழையலாம்',
    'mail.signInNumber.text':
      '{ending} இல் முடியும் மொபைல் எண் மூலம் இப்போது SMS இல் அனுப்பப்படும் குறியீட்டைக் கொண்டு உங்கள் PayWise கணக்கில் உள்நுழையலாம்.\n\n' +
      'இது நீங்கள் இல்லையா? எண்ணை நீக்கி எல்லா இடங்களிலிருந்தும் வெளியேற இந்த இணைப்பைத் திறந்து, பிறகு உங்கள் கடவுச்சொல்லை மாற்றுங்கள்:\n{link}\n\n' +
      'இந்த எண்ணை நீங்களே சேர்த்திருந்தால், எதுவும் செய்ய வேண்டியதில்லை.',
    'mail.deletionCode.subject': 'உங்கள் PayWise கணக்கை நீக்குவதற்கான குறியீடு',
    'mail.deletionCode.text':
      'உங்கள் PayWise கணக்கை நீக்குவதற்கான குறியீடு {code}.\n\n' +
      'இது {minutes, plural, one {# நிமிடத்திற்குச்} other {# நிமிடங்களுக்குச்}} செல்லுபடியாகும். நீங்கள் இதைக் கேட்கவில்லை என்றால், ' +
      'இந்த மின்னஞ்சலைப் புறக்கணித்து, உங்கள் கடவுச்சொல்லை மாற்றுவது பற்றி யோசியுங்கள்.',
    'mail.deleted.subject': 'உங்கள் PayWise கணக்கு நீக்கப்பட்டது',
    'mail.deleted.text':
      'நீங்கள் கேட்டபடி உங்கள் PayWise கணக்கு நீக்கப்பட்டது. உங்கள் சுயவிவரம், சேமித்த எண்கள் மற்றும் பில்லர்கள், உங்கள் ' +
      'புகார்களில் உள்ள தொடர்பு விவரங்கள் ஆகியவை அழிக்கப்பட்டன; எல்லாச் சாதனங்களிலிருந்தும் நீங்கள் வெளியேற்றப்பட்டீர்கள்.\n\n' +
      'இந்திய வரி மற்றும் கட்டண விதிகளின்படி, உங்கள் ஆர்டர்கள் மற்றும் கட்டணங்களின் பதிவுகள் உங்கள் பெயர் இல்லாமல் ' +
      'வைக்கப்பட்டு, பின்னர் நீக்கப்படும். நீங்கள் எப்போது வேண்டுமானாலும் மீண்டும் பதிவு செய்யலாம்.',
    'mail.billReminder.subject':
      '{overdue, select, true {உங்கள் {biller} பில் ({amount}) செலுத்த வேண்டிய தேதி {due} ஆக இருந்தது} other {உங்கள் {biller} பில் ({amount}) செலுத்த வேண்டிய தேதி {due}}}',
    'mail.billReminder.name': '{biller} ({nickname})',
    'mail.billReminder.text':
      '{identifierLabel} {identifier}-க்கான உங்கள் {name} பில் தொகை {amount}; ' +
      '{overdue, select, true {செலுத்த வேண்டிய தேதி {due} ஆக இருந்தது} other {செலுத்த வேண்டிய தேதி {due}}}.\n\n' +
      'PayWise-இல் செலுத்துங்கள்: {payUrl}\n\n' +
      'இந்த பில்லரை நீங்கள் PayWise-இல் சேமித்ததால் இந்த நினைவூட்டல் உங்களுக்கு வருகிறது. ' +
      'இந்த பில்லருக்கான நினைவூட்டல்களை நிறுத்த: {offUrl}',
    'mail.billReminder.unsubscribe': '\nஎல்லா பில் நினைவூட்டல் மின்னஞ்சல்களையும் நிறுத்த: {url}',
    'mail.planReminder.subject': '{number} எண்ணில் உள்ள உங்கள் {price} {operator} திட்டம் {ends} அன்று முடிவடைகிறது',
    'mail.planReminder.text':
      '{subject}.\n\n' +
      'மீண்டும் ரீசார்ஜ் செய்ய: {url}\n\n' +
      'இந்தத் திட்டத்தை நீங்கள் PayWise-இல் வாங்கியதால் இந்த நினைவூட்டல் உங்களுக்கு வருகிறது.\n' +
      'திட்டம் முடிவடைவது பற்றிய நினைவூட்டல் மின்னஞ்சல்களை நிறுத்த: {unsubscribeUrl}',
    'push.planReminder.title': 'உங்கள் திட்டம் விரைவில் முடிவடைகிறது',
    'mail.orderConfirmation.subject': 'PayWise: உங்கள் {amount} {service} கட்டணம் செலுத்தப்பட்டது (ஆர்டர் {orderId})',
    'mail.orderConfirmation.text':
      '{identifier} க்கான உங்கள் {amount} {service} கட்டணம் வெற்றிகரமாகச் செலுத்தப்பட்டது.' +
      '{bbps, select, true {\nஇது Bharat Connect வழியாகச் செலுத்தப்பட்டது.} other {}}\n\n' +
      '{details}\n\n' +
      'உங்கள் ஆர்டரும் அதன் ரசீதும்: {url}',
    'mail.orderConfirmation.unsubscribe': '\n\nஆர்டர் தகவல் மின்னஞ்சல்களை நிறுத்த: {url}',
    'sms.otp':
      '{code} என்பது உங்கள் PayWise குறியீடு. இது {minutes, plural, one {# நிமிடத்திற்குச்} other {# நிமிடங்களுக்குச்}} ' +
      'செல்லுபடியாகும். இதை யாரிடமும் பகிர வேண்டாம்.',
    'sms.order': 'PayWise: {number}-க்கான உங்கள் ₹{amount} {service} கட்டணம் வெற்றிகரமாக முடிந்தது. ஆர்டர் {order}.',
    'sms.refund':
      'PayWise: ஆர்டர் {order}-க்கான ₹{amount} பணத்திருப்பம் தொடங்கியது. {date}-க்குள் உங்கள் கணக்கில் வந்துசேரும்.',
    'sms.lock':
      'PayWise: இந்த எண்ணுக்குப் பல தவறான உள்நுழைவுக் குறியீடுகள் உள்ளிடப்பட்டன, எனவே SMS மூலம் இந்த எண்ணில் உள்நுழைவது இப்போதைக்கு நிறுத்தப்பட்டுள்ளது. இது நீங்கள் இல்லையென்றால், உங்கள் கணக்கு பாதுகாப்பாக உள்ளது. எந்தக் குறியீட்டையும் யாரிடமும் பகிர வேண்டாம்.',
    'receipt.documentTitle': '{company} ரசீது {orderId}',
    'receipt.title': 'கட்டண ரசீது',
    'receipt.orderId': 'ஆர்டர் ஐடி',
    'receipt.date': 'தேதி',
    'receipt.dateTime': '{dateTime} IST',
    'receipt.type': 'வகை',
    'receipt.operator': 'ஆபரேட்டர்',
    'receipt.circle': 'சர்க்கிள்',
    'receipt.plan': 'திட்டம்',
    'receipt.validity': 'செல்லுபடிக் காலம்',
    'receipt.data': 'டேட்டா',
    'receipt.calls': 'அழைப்புகள்',
    'receipt.sms': 'SMS',
    'receipt.ott': 'OTT பலன்கள்',
    'receipt.fact.days': '{count, plural, one {# நாள்} other {# நாட்கள்}}',
    'receipt.fact.perDay': '{amount}/நாள்',
    'receipt.fact.minutes': '{minutes} நிமிடங்கள்',
    'receipt.fact.unlimited': 'வரம்பற்றது',
    'receipt.fact.none': 'இல்லை',
    'receipt.fact.existingPlan': 'தற்போதைய திட்டம்',
    'receipt.billNumber': 'பில் எண்',
    'receipt.paidThrough': 'செலுத்திய வழி',
    'receipt.bbpsTxnId': 'B-Connect பரிவர்த்தனை ஐடி',
    'receipt.billerReference': 'பில்லர் குறிப்பு எண்',
    'receipt.billDueDate': 'பில் செலுத்த வேண்டிய தேதி',
    'receipt.billDate': 'பில் தேதி',
    'receipt.billerId': 'பில்லர் ஐடி',
    'receipt.customerName': 'வாடிக்கையாளர் பெயர்',
    'receipt.approvalNumber': 'ஒப்புதல் எண்',
    'receipt.bbpsPaymentMode': 'கட்டண வகை',
    'receipt.channel': 'கட்டண வழித்தடம்',
    'receipt.channelName': '{channel, select, INT {இணையம்} MOB {மொபைல் செயலி} other {{channel}}}',
    'receipt.orderAmount': 'ஆர்டர் தொகை',
    'receipt.discount': 'தள்ளுபடி',
    'receipt.convenienceFee': 'வசதிக் கட்டணம்',
    'receipt.amountPaid': 'செலுத்திய தொகை',
    'receipt.paymentMethod': 'கட்டண முறை',
    'receipt.paymentId': 'கட்டண ஐடி',
    'receipt.gatewayPaymentId': 'கேட்வே கட்டண ஐடி',
    'receipt.status': 'நிலை',
    'receipt.refundReference': 'பணத்திருப்பக் குறிப்பு எண்',
    'receipt.awaitingPayment': 'கட்டணத்திற்காகக் காத்திருக்கிறது',
    'receipt.notPaid': 'செலுத்தப்படவில்லை',
    'receipt.awaitingConfirmation': 'உறுதிப்படுத்தலுக்காகக் காத்திருக்கிறது',
    'receipt.footerAmounts': 'தொகைகள் இந்திய ரூபாயில் (₹) உள்ளன. நேரங்கள் இந்திய நிலையான நேரத்தில் (IST) உள்ளன.',
    'receipt.footerSignature': 'இது கணினியால் உருவாக்கப்பட்ட ரசீது; இதற்குக் கையொப்பம் தேவையில்லை.',
  },
  orderTypes: {
    mobile: 'மொபைல் ரீசார்ஜ்',
    dth: 'DTH ரீசார்ஜ்',
    datacard: 'டேட்டா கார்டு ரீசார்ஜ்',
    fastag: 'FASTag ரீசார்ஜ்',
    metro: 'மெட்ரோ கார்டு ரீசார்ஜ்',
    electricity: 'மின் கட்டணம்',
    broadband: 'பிராட்பேண்ட் பில்',
    water: 'குடிநீர் கட்டணம்',
    gas: 'எரிவாயு பில்',
    cylinder: 'சிலிண்டர் முன்பதிவு',
    landline: 'லேண்ட்லைன் பில்',
    education: 'கல்விக் கட்டணம்',
    housing: 'அடுக்குமாடி பராமரிப்புக் கட்டணம்',
    entertainment: 'பொழுதுபோக்கு',
    municipal: 'நகராட்சி வரி',
    clubs: 'கிளப்புகள் மற்றும் சங்கங்கள்',
    cable: 'கேபிள் டிவி பில்',
    challan: 'போக்குவரத்து அபராதச் சலான்',
    hospital: 'மருத்துவமனை பில்',
    subscription: 'சந்தா',
    postpaid: 'போஸ்ட்பெய்டு பில் கட்டணம்',
  },
  statuses: {
    'Payment Pending': 'கட்டணம் நிலுவையில்',
    Processing: 'செயலாக்கத்தில்',
    Completed: 'முடிந்தது',
    Failed: 'தோல்வியடைந்தது',
    Refunded: 'பணம் திருப்பித் தரப்பட்டது',
  },
  paymentMethods: { UPI: 'UPI', CARD: 'கார்டு', NETBANKING: 'நெட் பேங்கிங்', WALLET: 'வாலெட்' },
  identifierLabels: {
    'Mobile Number': 'மொபைல் எண்',
    'Customer ID': 'வாடிக்கையாளர் ஐடி',
    'Subscriber ID': 'சந்தாதாரர் ஐடி',
    'Customer Account Number': 'வாடிக்கையாளர் கணக்கு எண்',
    'Registered Mobile Number': 'பதிவுசெய்த மொபைல் எண்',
    'Vehicle Registration Number': 'வாகனப் பதிவு எண்',
    'Metro Card Number': 'மெட்ரோ கார்டு எண்',
    'Consumer Number': 'நுகர்வோர் எண்',
    'Account/Directory Number': 'கணக்கு/டைரக்டரி எண்',
    'Consumer/Connection ID': 'நுகர்வோர்/இணைப்பு ஐடி',
    'Customer/Registered Number': 'வாடிக்கையாளர்/பதிவுசெய்த எண்',
    'Telephone Number with STD Code': 'STD குறியீட்டுடன் தொலைபேசி எண்',
    'Enrollment Number or Student ID': 'சேர்க்கை எண் அல்லது மாணவர் ஐடி',
    'Apartment / Flat Number': 'அடுக்குமாடி / பிளாட் எண்',
    'Account No/User Name': 'கணக்கு எண்/பயனர் பெயர்',
    'Property Number': 'சொத்து எண்',
    'Membership No.': 'உறுப்பினர் எண்',
    'Mobile No/Account No/MAC ID': 'மொபைல் எண்/கணக்கு எண்/MAC ஐடி',
    'Challan/Vehicle Number': 'சலான்/வாகன எண்',
    'Account Number': 'கணக்கு எண்',
    'Gas Connection Number': 'எரிவாயு இணைப்பு எண்',
    'LPG ID': 'LPG ஐடி',
    'Vehicle Number': 'வாகன எண்',
    'Telephone Number': 'தொலைபேசி எண்',
    'Student ID': 'மாணவர் ஐடி',
    'Subscription ID': 'சந்தா ஐடி',
    'Property ID': 'சொத்து ஐடி',
    'Membership ID': 'உறுப்பினர் ஐடி',
    'Challan Number': 'சலான் எண்',
    'Patient ID': 'நோயாளி ஐடி',
    'Smart Card Number': 'ஸ்மார்ட் கார்டு எண்',
    'Data Card Number': 'டேட்டா கார்டு எண்',
  },
  planCategories: {
    POPULAR: 'பிரபலமானவை',
    'HERO UNLIMITED': 'ஹீரோ அன்லிமிடெட்',
    UNLIMITED: 'அன்லிமிடெட்',
    'DATA ADD ON': 'டேட்டா ஆட்-ஆன்',
    'OTT PLANS': 'OTT திட்டங்கள்',
    'DATA ONLY': 'டேட்டா மட்டும்',
    'COMBO VALIDITY': 'காம்போ வேலிடிட்டி',
    'TOP UP': 'டாப் அப்',
    COMBO: 'காம்போ',
    VALIDITY: 'வேலிடிட்டி',
  },
};
