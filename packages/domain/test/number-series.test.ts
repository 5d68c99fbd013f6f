import { describe, expect, it } from 'vitest';
import { CIRCLES, findCircle } from '../src/catalogue/circles';
import {
  findNumberSeries,
  SERIES_CIRCLES,
  SERIES_OPERATORS,
  seriesEntries,
} from '../src/catalogue/number-series';
import { findOperator } from '../src/catalogue/operators';

/** Codes in the data that the source does not explain: they answer nothing. */
const UNEXPLAINED_OPERATORS = ['AP', 'AT&T', 'CC', 'JT', 'T24'];
const UNNAMED_CIRCLES = ['-', 'Intl', 'Intl.', 'UP'];

describe('number series data', () => {
  it('holds the 1,999 series of the source that have an operator, each 6000..9999', () => {
    const entries = seriesEntries();
    expect(entries.size).toBe(1999);
    for (const series of entries.keys()) {
      expect(series).toBeGreaterThanOrEqual(6000);
      expect(series).toBeLessThanOrEqual(9999);
    }
  });

  it('maps or deliberately leaves out every operator and circle code it contains', () => {
    const operatorCodes = new Set<string>();
    const circleCodes = new Set<string>();
    for (const entry of seriesEntries().values()) {
      operatorCodes.add(entry.operatorCode);
      circleCodes.add(entry.circleCode);
    }
    expect([...operatorCodes].sort()).toEqual(
      [...Object.keys(SERIES_OPERATORS), ...UNEXPLAINED_OPERATORS].sort(),
    );
    expect([...circleCodes].sort()).toEqual([...Object.keys(SERIES_CIRCLES), ...UNNAMED_CIRCLES].sort());
  });

  it('maps only to operators of the MOBILE list and to circles of the catalogue, reaching all 22 circles', () => {
    for (const name of Object.values(SERIES_OPERATORS)) {
      if (name !== null) expect(findOperator('MOBILE', name)?.name).toBe(name);
    }
    for (const name of Object.values(SERIES_CIRCLES)) expect(findCircle(name)?.name).toBe(name);
    expect(new Set(Object.values(SERIES_CIRCLES)).size).toBe(CIRCLES.length);
  });
});

describe('findNumberSeries', () => {
  // BSNL's 94xx series reach every circle but Delhi and Mumbai, which are MTNL's.
  it.each([
    ['9440012345', 'BSNL', 'Andhra Pradesh & Telangana'],
    ['9435012345', 'BSNL', 'Assam'],
    ['9430012345', 'BSNL', 'Bihar & Jharkhand'],
    ['9868012345', 'MTNL', 'Delhi NCR'],
    ['9426012345', 'BSNL', 'Gujarat'],
    ['9416012345', 'BSNL', 'Haryana'],
    ['9418012345', 'BSNL', 'Himachal Pradesh'],
    ['9419012345', 'BSNL', 'Jammu & Kashmir'],
    ['9448012345', 'BSNL', 'Karnataka'],
    ['9447012345', 'BSNL', 'Kerala'],
    ['9433012345', 'BSNL', 'Kolkata'],
    ['9425012345', 'BSNL', 'Madhya Pradesh & Chhattisgarh'],
    ['9422012345', 'BSNL', 'Maharashtra & Goa'],
    ['9869012345', 'MTNL', 'Mumbai'],
    ['9436012345', 'BSNL', 'North East'],
    ['9437012345', 'BSNL', 'Odisha'],
    ['9417012345', 'BSNL', 'Punjab'],
    ['9414012345', 'BSNL', 'Rajasthan'],
    ['9442012345', 'BSNL', 'Tamil Nadu'],
    ['9450012345', 'BSNL', 'Uttar Pradesh (East)'],
    ['9456012345', 'BSNL', 'Uttar Pradesh (West) & Uttarakhand'],
    ['9434012345', 'BSNL', 'West Bengal'],
  ])('%s is %s in %s', (number, operator, circle) => {
    expect(findNumberSeries(number)).toEqual({ operator, circle });
  });

  it.each([
    ['7019000001', 'Jio', 'Karnataka'],
    ['6360000001', 'Jio', 'Karnataka'],
    ['7011000001', 'Jio', 'Delhi NCR'],
    ['9845000001', 'Airtel', 'Karnataka'],
    ['9810000001', 'Airtel', 'Delhi NCR'],
    ['9940000001', 'Airtel', 'Tamil Nadu'], // Chennai
    ['9820000001', 'Vi', 'Mumbai'],
    ['9811000001', 'Vi', 'Delhi NCR'],
    ['9839000001', 'Vi', 'Uttar Pradesh (East)'],
    ['9968000001', 'MTNL', 'Delhi NCR'],
    ['9010000001', 'Vi', 'Maharashtra & Goa'], // listed twice in the source: the later entry wins
  ])('%s is %s in %s', (number, operator, circle) => {
    expect(findNumberSeries(number)).toEqual({ operator, circle });
  });

  it.each([
    ['Telenor', '9053000001', 'Airtel', 'Haryana'],
    ['Telenor', '7037000001', 'Airtel', 'Uttar Pradesh (West) & Uttarakhand'],
    ['Tata Docomo', '9028000001', 'Airtel', 'Maharashtra & Goa'],
    ['Tata Docomo', '9240000001', 'Airtel', 'Tamil Nadu'],
    ['Vodafone', '9873000001', 'Vi', 'Delhi NCR'],
    ['Idea', '9881000001', 'Vi', 'Maharashtra & Goa'],
    // eslint-disable-next-line max-params -- it.each hands each column of a table row to the test as its own parameter
  ])('a %s series answers its successor: %s is %s in %s', (_was, number, operator, circle) => {
    expect(findNumberSeries(number)).toEqual({ operator, circle });
  });

  it.each([
    ['Aircel', '9841000001'],
    ['Reliance GSM', '9021000001'],
    ['Reliance CDMA', '7428000001'],
    ['MTS', '9143000001'],
    ['Videocon', '9063000001'],
    ['Loop Mobile', '9664000001'],
    ['Etisalat', '9511000001'],
    ['S Tel', '9127000001'],
    ['an unexplained code (CC)', '9682000001'],
    ['AT&T (Intl)', '7797000001'],
  ])('a series of %s (no successor) answers nothing: %s', (_was, number) => {
    expect(findNumberSeries(number)).toBeUndefined();
  });

  it('answers the operator alone when the source names no circle (or an ambiguous one)', () => {
    expect(findNumberSeries('6281000001')).toEqual({ operator: 'Jio', circle: null });
    expect(findNumberSeries('7534000001')).toEqual({ operator: 'Vi', circle: null }); // "UP": East or West
  });

  it('answers nothing for a series without an operator, or anything but 10 digits starting 6-9', () => {
    expect(findNumberSeries('6000000001')).toBeUndefined();
    expect(findNumberSeries('9999000001')).toBeUndefined();
    for (const bad of ['', '98450', '98450000011', '5845000001', '0845000001', '98450000a1', ' 9845000001']) {
      expect(findNumberSeries(bad)).toBeUndefined();
    }
  });
});
