import { z } from 'zod';

export const companySchema = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  pincode: z.string(),
  /** Stable URL of the logo (changes when a new logo is saved), or null. */
  logoUrl: z.string().nullable(),
});

export type Company = z.infer<typeof companySchema>;
