import type { I18n } from '@lingui/core';

/** '{operator} plans': a link to an operator's plans page, and its breadcrumb. */
export const operatorPlansLabel = (i18n: I18n, name: string) =>
  i18n._({ id: 'services.operatorPlans.link', message: '{operator} plans', values: { operator: name } });

/** A line about each operator, above its plans (in the language on screen, brand names kept). */
export function operatorDescription(i18n: I18n, operator: string): string {
  switch (operator) {
    case 'Jio':
      return i18n._({
        id: 'services.operatorPlans.description.jio',
        message:
          'Reliance Jio is India’s largest mobile operator, with 4G across the country and true 5G in most cities. Its prepaid plans come with JioTV and JioCloud, and many with unlimited 5G data.',
      });
    case 'Airtel':
      return i18n._({
        id: 'services.operatorPlans.description.airtel',
        message:
          'Bharti Airtel runs 4G and 5G Plus networks across India. Its prepaid plans range from talktime top-ups to yearly unlimited packs, several with streaming subscriptions included.',
      });
    case 'Vi':
      return i18n._({
        id: 'services.operatorPlans.description.vi',
        message:
          'Vi (Vodafone Idea) serves every circle of India with 4G. Its Hero Unlimited plans add night-time unlimited data, weekend data rollover and data delight on many packs.',
      });
    case 'BSNL':
      return i18n._({
        id: 'services.operatorPlans.description.bsnl',
        message:
          'BSNL is India’s state-owned operator, with the widest rural reach and long-validity vouchers at low prices; some vouchers are sold only in particular circles.',
      });
    case 'MTNL':
      return i18n._({
        id: 'services.operatorPlans.description.mtnl',
        message:
          'MTNL is the state-owned operator of Delhi and Mumbai. Its prepaid customers recharge with the common plans below.',
      });
    default:
      return '';
  }
}
