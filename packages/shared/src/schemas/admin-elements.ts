import { z } from "zod";

/**
 * The element lists in the admin panel (`/admin/element-list`, `/admin/element/{id}/registration`):
 * each list with its elements and, for events open to registration, who registered.
 */

export const AdminElementSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  isActive: z.boolean(),
  startsAt: z.string().nullable(),
  registrationOpen: z.boolean(),
  /** Seats in total; null without limit. */
  capacity: z.number().int().nullable(),
  registeredSeats: z.number().int(),
  registrationCount: z.number().int(),
});
export type AdminElementSummary = z.infer<typeof AdminElementSummarySchema>;

export const AdminElementListSchema = z.object({
  id: z.number().int(),
  route: z.string(),
  name: z.string(),
  elements: z.array(AdminElementSummarySchema),
});
export type AdminElementList = z.infer<typeof AdminElementListSchema>;

export const AdminRegistrationSchema = z.object({
  id: z.number().int(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  seats: z.number().int(),
  message: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminRegistration = z.infer<typeof AdminRegistrationSchema>;

export const AdminRegistrationListSchema = z.object({
  element: AdminElementSummarySchema,
  items: z.array(AdminRegistrationSchema),
  total: z.number().int(),
});
export type AdminRegistrationList = z.infer<typeof AdminRegistrationListSchema>;

/** GET /admin/element/{id}/registration: newest first unless asked. */
export const ADMIN_REGISTRATION_LIST = {
  defaultNbItem: 50,
  maxNbItem: 200,
  filters: ["email"],
  orderBy: ["createdAt", "lastname"],
} as const;
