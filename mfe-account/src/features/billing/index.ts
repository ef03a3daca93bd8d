// The billing feature as other features compose it: settings shows the subscription card.
export { SubscriptionCard } from './components/subscription-card';
