/**
 * Every column that can hold a customer's personal data, and what erasure and the data export do with it
 * (issue 40: the last UPI ID survived erasure, the bill's customer name stayed on orders, the export left out the
 * UPI ID and contact messages). test/modules/privacy/personal-data.test.ts compares this list with the schema: a
 * new column whose name looks personal fails it until it is listed here, with its erasure and its export.
 *
 * erase: what DELETE /api/users/me does to it ('cleared' / 'deleted with the row' / 'kept' with why);
 * export: the key of GET /api/users/me/export that carries it, or why it is not there.
 */
export interface PersonalColumn {
  erase: string;
  export: string;
}

export const PERSONAL_DATA_COLUMNS: Record<string, PersonalColumn> = {
  'users.username': { erase: 'cleared (Deleted customer)', export: 'profile' },
  'users.email': { erase: 'cleared', export: 'profile' },
  'users.password_hash': { erase: 'cleared', export: 'not exported: a secret' },
  'users.phone_number': { erase: 'cleared', export: 'profile' },
  'users.mobile_verified_at': { erase: 'cleared', export: 'profile' },
  'users.mobile_confirmed_at': { erase: 'cleared', export: 'not exported: a security record of the number' },
  'users.two_factor_at': {
    erase: 'cleared',
    export: 'not exported: a security setting (the profile shows it)',
  },
  'two_factor_secrets.secret_ciphertext': { erase: 'deleted with the row', export: 'not exported: a secret' },
  'two_factor_recovery_codes.code_hash': { erase: 'deleted with the row', export: 'not exported: a secret' },
  'users.is_email_verified': { erase: 'cleared', export: 'profile' },
  'users.date_of_birth': { erase: 'cleared', export: 'profile' },
  'users.last_upi_id': { erase: 'cleared', export: 'upiId' },
  'users.language': { erase: 'cleared', export: 'profile' },
  'sms_otps.mobile': { erase: 'deleted with the row', export: 'not exported: a code, minutes long' },
  'sms_notifications.mobile': { erase: 'deleted with the row', export: 'not exported: a delivery record' },
  'sms_notifications.variables': { erase: 'deleted with the row', export: 'not exported: a delivery record' },
  'sms_notifications.text': { erase: 'deleted with the row', export: 'not exported: a delivery record' },
  'verification_mails.email': { erase: 'deleted with the row', export: 'not exported: a delivery record' },
  'orders.mobile': {
    erase: 'kept: the number recharged is the record of the sale the law requires',
    export: 'orders',
  },
  'orders.account_number': {
    erase: 'kept: the account paid is the record of the sale the law requires',
    export: 'orders',
  },
  'orders.bill_number': { erase: 'kept: the bill paid is the record of the sale', export: 'orders' },
  'orders.bill_customer_name': { erase: 'cleared', export: 'orders' },
  // A biller's other parameters (a card's last digits, a date of birth: issue 42); the account number stays.
  'orders.customer_params': { erase: 'cleared', export: 'orders' },
  'contact_messages.name': { erase: 'cleared (Deleted customer)', export: 'contactMessages' },
  'contact_messages.email': { erase: 'cleared', export: 'contactMessages' },
  'contact_messages.subject': { erase: 'kept without the contact details', export: 'contactMessages' },
  'contact_messages.query': { erase: 'kept without the contact details', export: 'contactMessages' },
  'complaints.name': { erase: 'cleared (Deleted customer)', export: 'complaints' },
  'complaints.email': { erase: 'cleared', export: 'complaints' },
  'complaints.mobile': { erase: 'cleared', export: 'complaints' },
  'complaints.subject': { erase: 'kept without the contact details', export: 'complaints' },
  'complaints.message': { erase: 'kept without the contact details', export: 'complaints' },
  'complaint_events.note': {
    erase: "kept: support's notes on the case",
    export: 'not exported: internal notes',
  },
  'sandbox_payments.vpa': { erase: 'cleared', export: 'upiId (the last one used)' },
  'saved_numbers.identifier': { erase: 'deleted with the row', export: 'savedNumbers' },
  'saved_numbers.nickname': { erase: 'deleted with the row', export: 'savedNumbers' },
  'bill_fetches.identifier': {
    erase: 'deleted with the row',
    export: 'not exported: a fetched bill, minutes long',
  },
  'bill_fetches.customer_name': {
    erase: 'deleted with the row',
    export: 'not exported: a fetched bill, minutes long',
  },
  'bill_fetches.customer_params': {
    erase: 'deleted with the row',
    export: 'not exported: a fetched bill, minutes long',
  },
  'bill_fetches.bill_number': {
    erase: 'deleted with the row',
    export: 'not exported: a fetched bill, minutes long',
  },
  'bill_reminders.bill_number': { erase: 'deleted with the saved number', export: 'savedNumbers' },
  'push_subscriptions.endpoint': { erase: 'deleted with the row', export: 'pushSubscriptions' },
  'push_subscriptions.p256dh': { erase: 'deleted with the row', export: 'not exported: a key' },
  'push_subscriptions.auth': { erase: 'deleted with the row', export: 'not exported: a key' },
  'dev_outbox.to': {
    erase: 'kept: development only, never in production',
    export: 'not exported: development only',
  },
  'dev_outbox.subject': {
    erase: 'kept: development only, never in production',
    export: 'not exported: development only',
  },
  'dev_outbox.text': {
    erase: 'kept: development only, never in production',
    export: 'not exported: development only',
  },
};

/** Columns whose names look personal but hold no customer's data. */
export const NOT_PERSONAL_COLUMNS: Record<string, string> = {
  'company.name': "the company's own details",
  'company.email': "the company's own details",
  'company.phone': "the company's own details",
  'company.address': "the company's own details",
  'company.grievance_officer_name': "the company's grievance officer, published by law",
  'company.grievance_officer_email': "the company's grievance officer, published by law",
  'company.grievance_officer_phone': "the company's grievance officer, published by law",
  'admin_audit_log.admin_name': 'the admin who acted (staff, not customers)',
  'admin_audit_log.detail': 'what an admin did; written without customer contact details',
  'billers.name': "a biller's name",
  'biller_categories.name': "a Bharat Connect category's name",
  'order_events.note': 'what happened to an order, written without personal data',
  'job_runs.name': "a job's name",
  'billers.search_text': "a biller's searchable names",
};
