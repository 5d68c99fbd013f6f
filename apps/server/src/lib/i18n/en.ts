import { ORDER_TYPE_LABELS } from '@paywise/domain/catalogue/order-labels';
import { PLAN_CATEGORIES } from '@paywise/domain/catalogue/types';
import { ORDER_STATUSES } from '@paywise/domain/order-states';
import { PAYMENT_METHOD_LABELS } from '@paywise/domain/payments';
import type { Catalogue } from './catalogue';

/**
 * English: the source of every key (ICU MessageFormat). Word for word the texts PayWise sends in English; hi.ts
 * and ta.ts must have every key with the same placeholders (test/lib/i18n-catalogues.test.ts).
 */
export const EN_MESSAGES = {
  // Email verification (accounts)
  'mail.verify.subject': 'Your PayWise email verification code',
  'mail.verify.text':
    'Your PayWise verification code is {code}.\n\n' +
    'It is valid for {minutes, plural, one {# minute} other {# minutes}}. If you did not ask for it, you can ignore this email.',
  // Forgot password (accounts)
  'mail.reset.subject': 'Your PayWise password reset code',
  'mail.reset.text':
    'Your PayWise password reset code is {code}.\n\n' +
    'It is valid for {minutes, plural, one {# minute} other {# minutes}}. If you did not ask to reset your password, you can ignore ' +
    'this email: your password stays as it is.',
  // A sign-in number added (phone, decision 0042)
  'mail.signInNumber.subject': 'A mobile number can now sign in to your PayWise account',
  'mail.signInNumber.text':
    'A mobile number ending {ending} can now sign in to your PayWise account with a code sent by SMS.\n\n' +
    'Not you? Open this link to remove the number and sign out everywhere, then change your password:\n{link}\n\n' +
    'If you added it yourself, there is nothing to do.',
  // Account deletion (privacy)
  'mail.deletionCode.subject': 'Your PayWise account deletion code',
  'mail.deletionCode.text':
    'Your code to delete your PayWise account is {code}.\n\n' +
    'It is valid for {minutes, plural, one {# minute} other {# minutes}}. If you did not ask for it, ignore this email and ' +
    'consider changing your password.',
  'mail.deleted.subject': 'Your PayWise account has been deleted',
  'mail.deleted.text':
    'Your PayWise account has been deleted as you asked. Your profile, saved numbers and billers, and ' +
    'the contact details of your complaints have been erased, and you have been signed out everywhere.\n\n' +
    'The records of your orders and payments are kept without your name, as Indian tax and payment rules ' +
    'require, and then deleted. You can sign up again at any time.',
  // Bill reminders (bills)
  'mail.billReminder.subject':
    '{overdue, select, true {Your {biller} bill of {amount} was due on {due}} other {Your {biller} bill of {amount} is due on {due}}}',
  'mail.billReminder.name': '{biller} ({nickname})',
  'mail.billReminder.text':
    'Your {name} bill for {identifierLabel} {identifier} is {amount}, ' +
    '{overdue, select, true {and was due on} other {due on}} {due}.\n\n' +
    'Pay it on PayWise: {payUrl}\n\n' +
    'You get this reminder because you saved this biller on PayWise. ' +
    'Turn off reminders for this biller: {offUrl}',
  'mail.billReminder.unsubscribe': '\nStop all bill reminder emails: {url}',
  // Plan expiry reminders (plan-reminders)
  'mail.planReminder.subject': 'Your {price} {operator} plan on {number} ends on {ends}',
  'mail.planReminder.text':
    '{subject}.\n\n' +
    'Recharge again: {url}\n\n' +
    'You get this reminder because you bought this plan on PayWise.\n' +
    'Stop plan expiry reminder emails: {unsubscribeUrl}',
  'push.planReminder.title': 'Your plan ends soon',
  // Order confirmation (orders): the receipt's lines as text (docs/decisions/0035)
  'mail.orderConfirmation.subject':
    'PayWise: your {service} payment of {amount} is complete (order {orderId})',
  'mail.orderConfirmation.text':
    'Your {service} payment of {amount} for {identifier} is complete.' +
    '{bbps, select, true {\nIt was paid through Bharat Connect.} other {}}\n\n' +
    '{details}\n\n' +
    'Your order and its receipt: {url}',
  'mail.orderConfirmation.unsubscribe': '\n\nStop order update emails: {url}',
  // SMS (phone): the English texts are the DLT templates (README "SMS")
  'sms.otp':
    '{code} is your PayWise code. It is valid for {minutes, plural, one {# minute} other {# minutes}}. Do not share it with anyone.',
  'sms.order': 'PayWise: your {service} payment of Rs.{amount} for {number} is successful. Order {order}.',
  'sms.refund':
    'PayWise: the refund of Rs.{amount} for order {order} has started. Expect it in your account by {date}.',
  'sms.lock':
    'PayWise: too many wrong sign-in codes were entered for this number, so signing in with it by SMS is paused for now. If this was not you, your account is safe. Never share a code.',
  // The PDF receipt (orders)
  'receipt.documentTitle': '{company} receipt {orderId}',
  'receipt.title': 'Payment Receipt',
  'receipt.orderId': 'Order ID',
  'receipt.date': 'Date',
  'receipt.dateTime': '{dateTime} IST',
  'receipt.type': 'Type',
  'receipt.operator': 'Operator',
  'receipt.circle': 'Circle',
  'receipt.plan': 'Plan',
  'receipt.validity': 'Validity',
  'receipt.data': 'Data',
  'receipt.calls': 'Calls',
  'receipt.sms': 'SMS',
  'receipt.ott': 'OTT benefits',
  // A plan fact's value (catalogue/plan-facts.ts planFactValue), as the web's ui.planFacts.* say it
  'receipt.fact.days': '{count, plural, one {# day} other {# days}}',
  'receipt.fact.perDay': '{amount}/day',
  'receipt.fact.minutes': '{minutes} minutes',
  'receipt.fact.unlimited': 'Unlimited',
  'receipt.fact.none': 'None',
  'receipt.fact.existingPlan': 'Existing plan',
  'receipt.billNumber': 'Bill Number',
  'receipt.paidThrough': 'Paid Through',
  'receipt.bbpsTxnId': 'B-Connect Txn ID',
  'receipt.billerReference': 'Biller Reference',
  'receipt.billDueDate': 'Bill Due Date',
  'receipt.billDate': 'Bill Date',
  'receipt.billerId': 'Biller ID',
  'receipt.customerName': 'Customer Name',
  'receipt.approvalNumber': 'Approval Number',
  'receipt.bbpsPaymentMode': 'Payment Mode',
  'receipt.channel': 'Payment Channel',
  'receipt.channelName': '{channel, select, INT {Internet} MOB {Mobile app} other {{channel}}}',
  'receipt.orderAmount': 'Order Amount',
  'receipt.discount': 'Discount',
  'receipt.convenienceFee': 'Convenience Fee',
  'receipt.amountPaid': 'Amount Paid',
  'receipt.paymentMethod': 'Payment Method',
  'receipt.paymentId': 'Payment ID',
  'receipt.gatewayPaymentId': 'Gateway Payment ID',
  'receipt.status': 'Status',
  'receipt.refundReference': 'Refund Reference',
  'receipt.awaitingPayment': 'Awaiting payment',
  'receipt.notPaid': 'Not paid',
  'receipt.awaitingConfirmation': 'Awaiting confirmation',
  'receipt.footerAmounts': 'Amounts are in Indian Rupees (Rs.). Times are India Standard Time (IST).',
  'receipt.footerSignature': 'This is a computer-generated receipt and needs no signature.',
} as const;

export type MessageKey = keyof typeof EN_MESSAGES;

/** Every identifier label the catalogue can give (services, DTH operators, older order types), in English. */
export const IDENTIFIER_LABELS_EN = [
  'Mobile Number',
  'Customer ID',
  'Subscriber ID',
  'Customer Account Number',
  'Registered Mobile Number',
  'Vehicle Registration Number',
  'Metro Card Number',
  'Consumer Number',
  'Account/Directory Number',
  'Consumer/Connection ID',
  'Customer/Registered Number',
  'Telephone Number with STD Code',
  'Enrollment Number or Student ID',
  'Apartment / Flat Number',
  'Account No/User Name',
  'Property Number',
  'Membership No.',
  'Mobile No/Account No/MAC ID',
  'Challan/Vehicle Number',
  'Account Number',
  'Gas Connection Number',
  'LPG ID',
  'Vehicle Number',
  'Telephone Number',
  'Student ID',
  'Subscription ID',
  'Property ID',
  'Membership ID',
  'Challan Number',
  'Patient ID',
  'Smart Card Number',
  'Data Card Number',
] as const;
export type IdentifierLabel = (typeof IDENTIFIER_LABELS_EN)[number];

export const EN: Catalogue = {
  messages: EN_MESSAGES,
  orderTypes: ORDER_TYPE_LABELS,
  statuses: Object.fromEntries(ORDER_STATUSES.map((status) => [status, status])) as Catalogue['statuses'],
  paymentMethods: PAYMENT_METHOD_LABELS,
  identifierLabels: Object.fromEntries(
    IDENTIFIER_LABELS_EN.map((label) => [label, label]),
  ) as Catalogue['identifierLabels'],
  planCategories: Object.fromEntries(
    PLAN_CATEGORIES.map((category) => [category, category]),
  ) as Catalogue['planCategories'],
};
