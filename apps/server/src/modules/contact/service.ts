/**
 * The contact form has no rule beyond its request schema: storing a message and the admin's list of them are the
 * repo's statements as they are.
 */
export { insertContactMessage, listContactMessages } from './repo';
