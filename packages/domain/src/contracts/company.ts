import { z } from 'zod';

export const companySchema = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  pincode: z.string(),
  /** Who answers a grievance the support desk did not settle (the grievance redressal page names them). */
  grievanceOfficer: z.object({ name: z.string(), email: z.string(), phone: z.string() }),
  /** Stable URL of the logo (changes when a new logo is saved), or null. */
  logoUrl: z.string().nullable(),
  /** The app's App Store page (APP_STORE_URL), or null: the footer shows the badge only with a real link. */
  appStoreUrl: z.string().nullable(),
  /** The app's Google Play page (PLAY_STORE_URL), or null. */
  playStoreUrl: z.string().nullable(),
});

export type Company = z.infer<typeof companySchema>;
