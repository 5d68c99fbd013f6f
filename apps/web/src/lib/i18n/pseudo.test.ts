import { compileMessage } from '@lingui/message-utils/compileMessage';
import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { PSEUDO_LOCALE, pseudoMessages, pseudoText } from './pseudo';

describe('the pseudo-locale of the test build', () => {
  it('accents every letter, makes words about 30 % longer, leaves tags and # alone', () => {
    expect(pseudoText('Recharge')).toBe('Ŕééçĥååŕĝé');
    expect(pseudoText('Call us on <0>now</0> #')).toBe('Çååļļ ûûš ôôñ <0>ñôôŵ</0> #');
  });

  it('brackets each message and keeps its placeholders and plurals working', () => {
    const i18n = setupI18n({ locale: PSEUDO_LOCALE });
    i18n.load(
      PSEUDO_LOCALE,
      pseudoMessages({
        paid: compileMessage('Paid on {date}'),
        due: compileMessage('{count, plural, one {# bill due} other {# bills due}}'),
      }),
    );
    i18n.activate(PSEUDO_LOCALE);
    expect(i18n._('paid', { date: '1 Dec 2026' })).toBe('[Þååîð ôôñ 1 Dec 2026]');
    expect(i18n._('due', { count: 2 })).toBe('[2 ƀîîļļš ðûûé]');
  });
});
