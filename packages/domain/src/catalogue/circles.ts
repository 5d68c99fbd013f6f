import type { Circle } from './types';

/** The 22 telecom circles (licensed service areas) of India. */
export const CIRCLES: Circle[] = [
  'Andhra Pradesh & Telangana',
  'Assam',
  'Bihar & Jharkhand',
  'Delhi NCR',
  'Gujarat',
  'Haryana',
  'Himachal Pradesh',
  'Jammu & Kashmir',
  'Karnataka',
  'Kerala',
  'Kolkata',
  'Madhya Pradesh & Chhattisgarh',
  'Maharashtra & Goa',
  'Mumbai',
  'North East',
  'Odisha',
  'Punjab',
  'Rajasthan',
  'Tamil Nadu',
  'Uttar Pradesh (East)',
  'Uttar Pradesh (West) & Uttarakhand',
  'West Bengal',
].map((name, index) => ({ id: index + 1, name }));

/** Finds a circle by name, ignoring case and surrounding spaces. */
export function findCircle(name: string): Circle | undefined {
  const wanted = name.trim().toLowerCase();
  if (wanted === '') return undefined;
  return CIRCLES.find((circle) => circle.name.toLowerCase() === wanted);
}
