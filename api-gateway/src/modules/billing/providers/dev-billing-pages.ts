import { PLAN_PRICE_LABELS, type SubscriptionPlan } from '@forkcast/contracts';
import type { SubscriptionRow } from '../../../db/schema';

/*
 * The offline checkout and portal pages: plain HTML forms (the CSP allows no inline script, and a form
 * post needs none), styled inline (style-src allows it). Clearly test mode: nothing is ever charged.
 */

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

const planName = (plan: SubscriptionPlan): string => (plan === 'annual' ? 'Premium Annual' : 'Premium Monthly');

/** Like January 5, 2025 (UTC, the server has no idea of the reader's zone). */
export const longDate = (date: Date | null): string =>
  date ? date.toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' }) : 'N/A';

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · Forkcast</title>
<style>
  body { margin: 0; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; background: #f6f5f3; color: #1c1917; }
  main { max-width: 430px; margin: 0 auto; padding: 24px 16px; }
  .test-mode { margin: 0 0 16px; padding: 12px 16px; border-radius: 8px; background: #fef3c7; color: #78350f; font-weight: 700; border: 2px dashed #92400e; }
  .card { background: #fff; border: 1px solid #d6d3d1; border-radius: 12px; padding: 16px; }
  h1 { font-size: 1.5rem; margin: 0 0 8px; }
  .price { font-size: 1.25rem; font-weight: 700; margin: 8px 0 16px; }
  .actions { display: grid; gap: 12px; margin-top: 16px; }
  button, .link { display: block; box-sizing: border-box; width: 100%; min-height: 44px; padding: 10px 16px; border-radius: 8px; font: inherit; font-weight: 600; text-align: center; text-decoration: none; cursor: pointer; }
  .primary { background: #b91c1c; color: #fff; border: 2px solid #b91c1c; }
  .secondary { background: #fff; color: #1c1917; border: 2px solid #57534e; }
  button:focus-visible, .link:focus-visible { outline: 3px solid #1d4ed8; outline-offset: 2px; }
  form { margin: 0; }
</style>
</head>
<body><main>
<p class="test-mode" role="note">TEST MODE — no real payment</p>
${body}
</main></body>
</html>`;
}

const actionForm = (action: string, token: string, name: string, value: string, label: string, kind: 'primary' | 'secondary') =>
  `<form method="post" action="${action}">
  <input type="hidden" name="token" value="${escapeHtml(token)}">
  <button type="submit" name="${name}" value="${value}" class="${kind}">${escapeHtml(label)}</button>
</form>`;

export function checkoutPage(token: string, plan: SubscriptionPlan): string {
  return layout(
    'Checkout',
    `<section class="card" aria-labelledby="plan-title">
  <h1 id="plan-title">${planName(plan)}</h1>
  <p class="price">${PLAN_PRICE_LABELS[plan]}</p>
  <p>This is the offline test checkout. Paying grants the plan at once; no card is needed.</p>
  <div class="actions">
    ${actionForm('/dev-billing/checkout', token, 'action', 'pay', 'Pay', 'primary')}
    ${actionForm('/dev-billing/checkout', token, 'action', 'cancel', 'Cancel', 'secondary')}
  </div>
</section>`,
  );
}

export function portalPage(token: string, subscription: SubscriptionRow, active: boolean): string {
  const date = longDate(subscription.currentPeriodEnd);
  const renewal = !active ? `Ended on ${date}` : subscription.cancelAtPeriodEnd ? `Ends on ${date}` : `Renews on ${date}`;
  const buttons = [actionForm('/dev-billing/portal', token, 'action', 'renew', 'Renew now', 'primary')];
  if (active && !subscription.cancelAtPeriodEnd) {
    buttons.push(actionForm('/dev-billing/portal', token, 'action', 'cancel', 'Cancel at period end', 'secondary'));
  }
  if (active && subscription.cancelAtPeriodEnd) {
    buttons.push(actionForm('/dev-billing/portal', token, 'action', 'resume', 'Resume', 'secondary'));
  }
  return layout(
    'Billing',
    `<section class="card" aria-labelledby="plan-title">
  <h1 id="plan-title">${planName(subscription.plan)}</h1>
  <p class="price">${PLAN_PRICE_LABELS[subscription.plan]}</p>
  <p>${renewal}</p>
  <div class="actions">
    ${buttons.join('\n    ')}
    <a class="link secondary" href="/settings">Back to Forkcast</a>
  </div>
</section>`,
  );
}

export function messagePage(title: string, message: string, link: { href: string; label: string }): string {
  return layout(
    title,
    `<section class="card" aria-labelledby="message-title">
  <h1 id="message-title">${escapeHtml(title)}</h1>
  <p>${escapeHtml(message)}</p>
  <div class="actions"><a class="link primary" href="${link.href}">${escapeHtml(link.label)}</a></div>
</section>`,
  );
}
