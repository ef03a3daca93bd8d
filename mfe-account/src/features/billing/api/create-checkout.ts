import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@forkcast/api-client';
import { checkoutSessionSchema, createCheckoutSchema, type CheckoutSession, type CreateCheckoutInput } from '@forkcast/contracts';

/** POST /api/subscriptions/create-checkout {plan} → {url}. An answer without a url is a failure too. */
export async function createCheckout(input: CreateCheckoutInput): Promise<CheckoutSession> {
  const body = await apiRequest<unknown>('POST', '/api/subscriptions/create-checkout', createCheckoutSchema.parse(input));
  const parsed = checkoutSessionSchema.safeParse(body);
  if (!parsed.success) throw new Error('Checkout answered without a url');
  return parsed.data;
}

export function useCreateCheckout() {
  return useMutation({ mutationFn: createCheckout });
}
