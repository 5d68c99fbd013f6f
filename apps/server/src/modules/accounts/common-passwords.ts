import { PASSWORD_MIN_LENGTH } from '@paywise/domain/contracts/auth';
import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * The common passwords of zxcvbn-ts's maintained list (@zxcvbn-ts/language-common, `passwords-common`: about
 * 49,000 from public breach corpora, most common first), lower-cased, those of PASSWORD_MIN_LENGTH characters or
 * more (shorter ones are refused by the length rule already): far more than the 3,000 most common ASVS 2.1.7 asks
 * for (decision 0048).
 */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set(
  dictionary['passwords-common']
    .filter((password) => password.length >= PASSWORD_MIN_LENGTH)
    .map((password) => password.toLowerCase()),
);

/** Case-insensitive: 'Password1' is as guessable as 'password1'. */
export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}
