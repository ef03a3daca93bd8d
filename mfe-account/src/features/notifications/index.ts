// The notifications feature as other features compose it: the opt-in button, the offer after linking, and the
// per-event switches' queries (settings shows them).
export { PushOptIn } from './components/push-opt-in';
export { pushOfferAction } from './push-offer';
export { usePushSettings, useUpdatePushSettings } from './api/push-settings';
