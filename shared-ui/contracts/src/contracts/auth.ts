import { z } from 'zod';
export * from '../domain/auth';
export * from '../domain/return-path';

export const requestOtpSchema = z.object({
  email: z.string().trim().toLowerCase().email('Please enter a valid email address').max(254),
});
export type RequestOtpInput = z.infer<typeof requestOtpSchema>;

export const verifyOtpSchema = z.object({
  email: z.string().trim().toLowerCase().email('Please enter a valid email address').max(254),
  otp: z.string().regex(/^\d{6}$/, 'Please enter the 6-digit code'),
});
export type VerifyOtpInput = z.infer<typeof verifyOtpSchema>;

export const geocodeRequestSchema = z.object({
  zipCode: z
    .string()
    .trim()
    .regex(/^\d{5}$/, 'Invalid zip code'),
});
export const geocodeResultSchema = z.object({
  zipCode: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  city: z.string().optional(),
  state: z.string().optional(),
});
export type GeocodeResult = z.infer<typeof geocodeResultSchema>;
