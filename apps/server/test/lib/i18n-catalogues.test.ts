import { IntlMessageFormat } from 'intl-messageformat';
import { OPERATORS } from '@paywise/domain/catalogue/operators';
import { identifierLabelOf, SERVICE_LIST } from '@paywise/domain/catalogue/services';
import { INTL_LOCALES, LANGUAGES } from '@paywise/domain/languages';
import { describe, expect, it } from 'vitest';
import { CATALOGUES, translator } from '../../src/lib/i18n';
import { EN_MESSAGES, IDENTIFIER_LABELS_EN, type MessageKey } from '../../src/lib/i18n/en';
import { billReminderMail } from '../../src/modules/bills/bill-reminders';
import { planReminderMail } from '../../src/modules/plan-reminders/service';

/** The argument names a message uses, in select and plural branches too ('code', 'minutes', ...). */
function placeholders(message: string, locale: string): string[] {
  const names = new Set<string>();
  const walk = (elements: unknown[]) => {
    for (const element of elements as Array<Record<string, unknown>>) {
      // Literals (type 0) and '#' (type 7) carry no name; every other element is an argument.
      if (element.type !== 0 && element.type !== 7 && typeof element.value === 'string')
        names.add(element.value);
      if (element.options && typeof element.options === 'object') {
        for (const option of Object.values(element.options as Record<string, { value: unknown[] }>)) {
          walk(option.value);
        }
      }
      if (Array.isArray(element.children)) walk(element.children);
    }
  };
  walk(new IntlMessageFormat(message, locale, undefined, { ignoreTag: true }).getAst());
  return [...names].sort();
}

const KEYS = Object.keys(EN_MESSAGES) as MessageKey[];

describe('the server catalogues (mails, SMS, receipt)', () => {
  it.each(LANGUAGES.filter((language) => language !== 'en'))(
    '%s has every English key, valid ICU, the same placeholders, and no English left',
    (language) => {
      const catalogue = CATALOGUES[language];
      expect(Object.keys(catalogue.messages).sort()).toEqual([...KEYS].sort());
      for (const key of KEYS) {
        const translated = catalogue.messages[key];
        expect(placeholders(translated, INTL_LOCALES[language]), `${language} ${key}`).toEqual(
          placeholders(EN_MESSAGES[key], 'en-IN'),
        );
        // Only keys whose text is names, codes or a format may read as in English.
        if (!['mail.billReminder.name', 'receipt.dateTime', 'receipt.sms'].includes(key)) {
          expect(translated, `${language} ${key} is not translated`).not.toBe(EN_MESSAGES[key]);
        }
      }
      for (const label of IDENTIFIER_LABELS_EN) {
        expect(catalogue.identifierLabels[label], `${language} ${label}`).toBeTruthy();
        expect(catalogue.identifierLabels[label]).not.toBe(label);
      }
    },
  );

  it('knows every identifier label the catalogue gives (services and DTH operators)', () => {
    const known = new Set<string>(IDENTIFIER_LABELS_EN);
    for (const def of SERVICE_LIST) {
      expect(known.has(def.identifier.label), def.identifier.label).toBe(true);
      for (const operator of OPERATORS[def.operatorList]) {
        const label = identifierLabelOf(def, operator.name);
        expect(known.has(label), label).toBe(true);
      }
    }
  });

  it('formats plurals, selects and rupees for the language; an unknown or absent language is English', () => {
    expect(translator('hi').t('sms.otp', { code: '012345', minutes: 1 })).toBe(
      '012345 आपका PayWise कोड है। यह 1 मिनट तक मान्य है। इसे किसी के साथ साझा न करें।',
    );
    expect(translator('ta').t('sms.otp', { code: '012345', minutes: 1 })).toContain('1 நிமிடத்திற்குச்');
    expect(translator(null).t('sms.otp', { code: '012345', minutes: 1 })).toBe(
      '012345 is your PayWise code. It is valid for 1 minute. Do not share it with anyone.',
    );
    expect(translator('fr').language).toBe('en');
    expect(translator('hi').rupees(100000)).toBe('₹1,00,000');
    expect(translator('ta').rupees(1234567.5)).toBe('₹12,34,567.50');
    expect(translator('hi').orderType('ELECTRICITY')).toBe('बिजली बिल');
    expect(translator('ta').status('Payment Pending')).toBe('கட்டணம் நிலுவையில்');
  });

  it('bill and plan reminders in Hindi; in English as before', () => {
    const bill = {
      biller: 'BSES Rajdhani',
      nickname: 'Home',
      identifierLabel: 'Consumer Number',
      identifier: '123456789',
      amount: 1450.5,
      dueDate: '2026-12-05',
      isOverdue: false,
      payUrl: 'https://paywise.example/recharge/electricity',
      offUrl: 'https://paywise.example/off',
      unsubscribeUrl: 'https://paywise.example/unsub',
    };
    const hindi = billReminderMail({ ...bill, language: 'hi' });
    expect(hindi.subject).toBe('आपके BSES Rajdhani बिल (₹1,450.50) की नियत तारीख 05-12-2026 है');
    expect(hindi.text).toBe(
      'उपभोक्ता नंबर 123456789 के लिए आपका BSES Rajdhani (Home) बिल ₹1,450.50 का है, जिसकी नियत तारीख 05-12-2026 है।\n\n' +
        'इसे PayWise पर चुकाएँ: https://paywise.example/recharge/electricity\n\n' +
        'यह रिमाइंडर आपको इसलिए मिला है क्योंकि आपने यह बिलर PayWise पर सहेजा है। ' +
        'इस बिलर के रिमाइंडर बंद करें: https://paywise.example/off\n' +
        'सभी बिल रिमाइंडर ईमेल बंद करें: https://paywise.example/unsub',
    );
    const english = billReminderMail({ ...bill, isOverdue: true });
    expect(english.subject).toBe('Your BSES Rajdhani bill of ₹1,450.50 was due on 05-12-2026');
    expect(english.text).toBe(
      'Your BSES Rajdhani (Home) bill for Consumer Number 123456789 is ₹1,450.50, and was due on 05-12-2026.\n\n' +
        'Pay it on PayWise: https://paywise.example/recharge/electricity\n\n' +
        'You get this reminder because you saved this biller on PayWise. ' +
        'Turn off reminders for this biller: https://paywise.example/off\n' +
        'Stop all bill reminder emails: https://paywise.example/unsub',
    );

    const target = {
      displayType: 'MOBILE',
      operator: 'Jio',
      mobile: '9876543210',
      circle: 'Delhi NCR',
      amountPaise: 29900,
      plan: {
        id: 1,
        price: 299,
        category: 'Unlimited',
        validity: '28 days',
        data: '2 GB/day',
        calls: 'Unlimited',
        sms: '100/day',
        ott: [],
        details: '',
      },
      endsOn: '2026-11-30',
    };
    const plan = planReminderMail({
      target: { ...target, language: 'ta' },
      appUrl: 'https://paywise.example',
      unsubscribeUrl: 'https://paywise.example/unsub',
    });
    expect(plan.subject).toBe('98xxxxxx10 எண்ணில் உள்ள உங்கள் ₹299 Jio திட்டம் நவ. 30 அன்று முடிவடைகிறது');
    expect(plan.pushTitle).toBe('உங்கள் திட்டம் விரைவில் முடிவடைகிறது');
    const en = planReminderMail({ target, appUrl: 'https://paywise.example', unsubscribeUrl: 'u' });
    expect(en.subject).toBe('Your ₹299 Jio plan on 98xxxxxx10 ends on 30 Nov');
    expect(en.pushTitle).toBe('Your plan ends soon');
  });
});
