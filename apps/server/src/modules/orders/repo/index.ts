/** All SQL of the orders module, one file per subject; the module imports it as './repo'. */
export * from './shared';
export * from './orders';
export * from './lists';
export * from './customer-reads';
export * from './refunds';
export * from './jobs';
export * from './mails';
