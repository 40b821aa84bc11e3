import { describe, expect, it } from 'vitest';
import {
  formatArea,
  formatCharge,
  formatCount,
  formatMoney,
  formatPounds,
  formatPrice,
  formatRooms,
} from './format.ts';

describe('formatPrice', () => {
  it('shows whole pounds with thousands separators', () => {
    expect(formatPrice(35_000_000, 'sell', null)).toBe('£350,000');
    expect(formatPrice(100, 'auction', null)).toBe('£1');
    expect(formatPrice(0, 'swap', null)).toBe('£0');
  });

  it('shows rent per calendar month or per week', () => {
    expect(formatPrice(125_000, 'rent', 'month')).toBe('£1,250 pcm');
    expect(formatPrice(29_000, 'rent', 'week')).toBe('£290 pw');
  });

  it('shows a wanted ad as a budget, monthly when it seeks a let', () => {
    expect(formatPrice(40_000_000, 'seek-property', null)).toBe('Budget up to £400,000');
    expect(formatPrice(62_500, 'seek-property', 'month')).toBe('Budget up to £625 pcm');
  });

  it('says price on application when there is no price', () => {
    expect(formatPrice(null, 'sell', null)).toBe('Price on application');
    expect(formatPrice(null, 'rent', 'month')).toBe('Price on application');
  });

  it('shows pence only when there are some', () => {
    expect(formatPounds(125_050)).toBe('£1,250.50');
    expect(formatPounds(125_005)).toBe('£1,250.05');
    expect(formatPrice(99, 'rent', 'month')).toBe('£0.99 pcm');
  });
});

describe('formatMoney', () => {
  it('always shows pence, as an amount paid or owed is written', () => {
    expect(formatMoney(1200)).toBe('£12.00');
    expect(formatMoney(123_450)).toBe('£1,234.50');
    expect(formatMoney(299)).toBe('£2.99');
    expect(formatMoney(5)).toBe('£0.05');
  });

  it('separates thousands and millions', () => {
    expect(formatMoney(123_456_789)).toBe('£1,234,567.89');
  });

  it('writes nothing owed as £0.00, and an amount taken back with a minus before the sign', () => {
    expect(formatMoney(0)).toBe('£0.00');
    expect(formatMoney(-1250)).toBe('-£12.50');
  });

  it('calls a price of nothing free on the price list', () => {
    expect(formatCharge(0)).toBe('Free');
    expect(formatCharge(1499)).toBe('£14.99');
    expect(formatCharge(2000)).toBe('£20.00');
  });
});

describe('formatPounds', () => {
  it('writes an asking price in whole pounds, with a minus for a reduction', () => {
    expect(formatPounds(0)).toBe('£0');
    expect(formatPounds(150_000_000)).toBe('£1,500,000');
    expect(formatPounds(-2_500_000)).toBe('-£25,000');
  });
});

describe('counts', () => {
  it('pluralises and separates thousands', () => {
    expect(formatCount(1234, 'property', 'properties')).toBe('1,234 properties');
    expect(formatCount(1, 'property', 'properties')).toBe('1 property');
    expect(formatCount(0, 'property', 'properties')).toBe('0 properties');
  });

  it('reads room choices', () => {
    expect(formatRooms('1', 'bedroom', 'bedrooms')).toBe('1 bedroom');
    expect(formatRooms('3', 'bedroom', 'bedrooms')).toBe('3 bedrooms');
    expect(formatRooms('5+', 'bedroom', 'bedrooms')).toBe('5+ bedrooms');
  });

  it('shows floor area in square metres', () => {
    expect(formatArea(1250)).toBe('1,250 m²');
  });
});
