import { describe, expect, it } from 'vitest';
import { bottomNavCurrent } from './bottom-nav-current';

describe('bottomNavCurrent', () => {
  it('marks Home on the service pages and /', () => {
    expect(bottomNavCurrent('/')).toBe('home');
    expect(bottomNavCurrent('/recharge/mobile')).toBe('home');
    expect(bottomNavCurrent('/recharge/dth/')).toBe('home');
  });

  it('marks Orders on the history and on an order', () => {
    expect(bottomNavCurrent('/orderhistory')).toBe('orders');
    expect(bottomNavCurrent('/order/42')).toBe('orders');
  });

  it('marks Profile on the profile pages', () => {
    expect(bottomNavCurrent('/profile')).toBe('profile');
    expect(bottomNavCurrent('/profile/change-password')).toBe('profile');
    expect(bottomNavCurrent('/profiles')).toBeNull();
  });

  it('marks Help on the FAQ, contact, complaint and refund pages', () => {
    for (const page of ['/customer/faq', '/customer/contact', '/customer/complaint', '/customer/refund']) {
      expect(bottomNavCurrent(page)).toBe('help');
    }
  });

  it('marks My Bills on /my-bills', () => {
    expect(bottomNavCurrent('/my-bills')).toBe('bills');
    expect(bottomNavCurrent('/my-bills/')).toBe('bills');
  });

  it('marks nothing elsewhere', () => {
    expect(bottomNavCurrent('/customer/terms')).toBeNull();
    expect(bottomNavCurrent('/nowhere')).toBeNull();
  });
});
