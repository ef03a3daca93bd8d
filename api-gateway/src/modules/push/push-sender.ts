import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import webpush from 'web-push';
import { pinPushEndpoint, type ResolveHost } from './push-endpoint';

export interface PushTarget {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface VapidDetails {
  subject: string;
  publicKey: string;
  privateKey: string;
}

export interface SendOptions {
  /** Seconds the push service keeps an undelivered message (RFC 8030 § 5.2). */
  ttlSeconds: number;
  urgency: 'very-low' | 'low' | 'normal' | 'high';
  /** Replaces an undelivered message with the same topic (RFC 8030 § 5.4): one per session. */
  topic?: string;
}

/** A push service must take the connection (name, TCP and TLS) within this… */
export const CONNECT_DEADLINE_MS = 2_000;
/** …and have answered the push within this, or the send is given up. Real push services answer in well under a second. */
export const ANSWER_DEADLINE_MS = 5_000;

/** The push service did not connect or answer in time (or could not be reached at all). */
export class PushUnreachableError extends Error {
  override name = 'PushUnreachableError';
}

/**
 * One push: the request is built by web-push (aes128gcm payload, RFC 8291; VAPID JWT, RFC 8292) and sent by
 * us to the address the endpoint check approved just now (pinned: the connection never resolves the name
 * again), with the name kept for the Host header and TLS. Answers the push service's status code; throws
 * PushUnreachableError when it cannot be reached within the deadlines, UnsafePushEndpointError when the
 * endpoint is not one we send to.
 */
export async function sendPush(
  target: PushTarget,
  payload: string,
  vapid: VapidDetails,
  options: SendOptions & { allowLoopback: boolean; resolve?: ResolveHost },
): Promise<number> {
  const started = Date.now();
  const pinned = await withinDeadline(
    pinPushEndpoint(target.endpoint, { allowLoopback: options.allowLoopback, ...(options.resolve ? { resolve: options.resolve } : {}) }),
    CONNECT_DEADLINE_MS,
    "the push service's name did not resolve in time",
  );
  const details = webpush.generateRequestDetails(target, payload, {
    vapidDetails: vapid,
    TTL: options.ttlSeconds,
    urgency: options.urgency,
    contentEncoding: 'aes128gcm',
    ...(options.topic ? { topic: options.topic } : {}),
  });
  const lookup: LookupFunction = (_hostname, lookupOptions, callback) => {
    if (lookupOptions.all)
      (callback as unknown as (e: null, a: { address: string; family: number }[]) => void)(null, [
        { address: pinned.address, family: pinned.family },
      ]);
    else callback(null, pinned.address, pinned.family);
  };
  const secure = pinned.url.protocol === 'https:';
  const transport = secure ? https : http;
  return new Promise<number>((resolve, reject) => {
    const request = transport.request(
      pinned.url,
      { method: 'POST', headers: details.headers as http.OutgoingHttpHeaders, lookup, agent: false },
      (response) => {
        // The answer's body is not needed; read it away (the answer deadline bounds it) so the socket closes.
        response.resume();
        response.on('end', () => done(() => resolve(response.statusCode ?? 0)));
        response.on('error', (error) => done(() => reject(error)));
      },
    );
    const giveUp = (why: string) => request.destroy(new PushUnreachableError(why));
    const connecting = setTimeout(
      () => giveUp('the push service did not take the connection in time'),
      Math.max(0, started + CONNECT_DEADLINE_MS - Date.now()),
    );
    const answering = setTimeout(
      () => giveUp('the push service did not answer in time'),
      Math.max(0, started + ANSWER_DEADLINE_MS - Date.now()),
    );
    const done = (settle: () => void) => {
      clearTimeout(connecting);
      clearTimeout(answering);
      settle();
    };
    request.on('socket', (socket) => socket.once(secure ? 'secureConnect' : 'connect', () => clearTimeout(connecting)));
    request.on('error', (error) =>
      done(() => reject(error instanceof PushUnreachableError ? error : new PushUnreachableError(error.message))),
    );
    request.end(details.body ?? undefined);
  });
}

function withinDeadline<T>(work: Promise<T>, ms: number, why: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new PushUnreachableError(why)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}
