// Sign-in must not tell a known address from an unknown one by its timing (ASVS V6.3.8, no enumeration):
// asking for a code, and a wrong code, take as long for an address with an account as for one without.
// Both kinds are timed interleaved (alternating who goes first, so a neighbour's load falls on both alike),
// BENCH_OTP_SAMPLES pairs (default 40) against a built gateway on PGlite. The behaviour behind it (the same
// mail and the same stored code either way) is a unit test: api-gateway/tests/asvs-session-otp.test.ts.
// Run directly, it exits 1 when the gap between the medians misses bench/budgets.json (otpTimingGapMax:
// at most `ms`, or `percent` of the faster median when that is larger).
import { client, isMain, readBudgets, reportAgainstBudget, startGateway } from './lib.mjs';

const SAMPLES = Math.max(4, Number(process.env.BENCH_OTP_SAMPLES ?? 40));

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];
const round = (v) => Math.round(v * 100) / 100;

export async function benchOtpEnumeration({ port = 8320 } = {}) {
  const gw = await startGateway({ port });
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  let n = 0;
  const fresh = (kind) => `${kind}.${stamp}.${(n += 1)}@bench.forkcast.test`;
  try {
    const api = client(gw.base);
    const known = [];
    for (let i = 0; i < SAMPLES; i += 1) {
      const email = fresh('known');
      await client(gw.base).signIn(email);
      known.push(email);
    }
    const time = async (call) => {
      const started = performance.now();
      await call();
      return performance.now() - started;
    };
    const pair = async (i, knownCall, unknownCall, into) => {
      if (i % 2) {
        into.known.push(await time(knownCall));
        into.unknown.push(await time(unknownCall));
      } else {
        into.unknown.push(await time(unknownCall));
        into.known.push(await time(knownCall));
      }
    };
    const request = { known: [], unknown: [] };
    for (let i = 0; i < SAMPLES; i += 1) {
      await pair(
        i,
        () => api.call('POST', '/api/auth/email/request-otp', { email: known[i] }),
        () => api.call('POST', '/api/auth/email/request-otp', { email: fresh('unknown') }),
        request,
      );
    }
    // A wrong code for an address with a live code (just requested above) against an address never asked for.
    const wrong = async (email) => {
      try {
        await api.call('POST', '/api/auth/email/verify-otp', { email, otp: '000000' });
      } catch (error) {
        if (!/→ 400/.test(String(error))) throw error;
      }
    };
    const verify = { known: [], unknown: [] };
    for (let i = 0; i < SAMPLES; i += 1)
      await pair(
        i,
        () => wrong(known[i]),
        () => wrong(fresh('never')),
        verify,
      );
    const summary = (samples) => {
      const known = median(samples.known);
      const unknown = median(samples.unknown);
      return {
        knownMedianMs: round(known),
        unknownMedianMs: round(unknown),
        gapMs: round(Math.abs(known - unknown)),
        fasterMs: round(Math.min(known, unknown)),
      };
    };
    return { samples: SAMPLES, requestCode: summary(request), wrongCode: summary(verify) };
  } finally {
    await gw.stop();
  }
}

/** The enumeration-timing budget each call misses (bench/budgets.json otpTimingGapMax). */
export function otpOverBudget(result, budgets = readBudgets()) {
  const max = budgets.otpTimingGapMax;
  if (!max) return [];
  return [
    ['request-code', result.requestCode],
    ['wrong code', result.wrongCode],
  ].flatMap(([label, s]) => {
    const allowed = Math.max(max.ms, (max.percent / 100) * s.fasterMs);
    return s.gapMs > allowed
      ? [`${label}: known ${s.knownMedianMs} ms vs unknown ${s.unknownMedianMs} ms, gap ${s.gapMs} ms > ${round(allowed)} ms`]
      : [];
  });
}

if (isMain(import.meta.url)) {
  reportAgainstBudget(await benchOtpEnumeration(), otpOverBudget);
}
