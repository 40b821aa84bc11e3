import { describe, expect, it } from 'vitest';
import { formatArea, formatCount, formatPounds, formatPrice, formatRooms } from './format.ts';

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
