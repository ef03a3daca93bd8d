import { ApiError } from '../../api/api-error';
import { partnerLimitToast } from '../partner-limit-toast';

const limit = (tier: string) =>
  new ApiError(403, JSON.stringify({ message: 'Partner limit reached', upgradeRequired: true, tier }), 'Forbidden');

describe('partnerLimitToast', () => {
  it('offers Annual to a monthly subscriber', () => {
    const go = jest.fn();
    const options = partnerLimitToast(limit('monthly'), go);
    expect(options).toMatchObject({
      title: 'Partner Limit Reached',
      description: 'Monthly subscribers can have 1 partner. Upgrade to Annual for unlimited!',
      variant: 'destructive',
      action: { label: 'Upgrade to Annual' },
    });
    options?.action?.onClick();
    expect(go).toHaveBeenCalled();
  });

  it('offers Premium to everyone else', () => {
    expect(partnerLimitToast(limit('free'), jest.fn())).toMatchObject({
      description: 'Free users can have 1 partner. Upgrade to Premium for unlimited!',
      action: { label: 'Get Premium' },
    });
  });

  it('ignores other errors', () => {
    expect(partnerLimitToast(new ApiError(400, '{"message":"Invalid code"}', 'Bad Request'), jest.fn())).toBeNull();
    expect(partnerLimitToast(new Error('offline'), jest.fn())).toBeNull();
  });
});
