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

const REQUEST_TIMEOUT_MS = 10_000;

/**
 * One push: the request is built by web-push (aes128gcm payload, RFC 8291; VAPID JWT, RFC 8292) and sent by
 * us to the address the endpoint check approved just now (pinned: the connection never resolves the name
 * again), with the name kept for the Host header and TLS. Answers the push service's status code.
 */
export async function sendPush(
  target: PushTarget,
  payload: string,
  vapid: VapidDetails,
  options: SendOptions & { allowLoopback: boolean; resolve?: ResolveHost },
): Promise<number> {
  const pinned = await pinPushEndpoint(target.endpoint, { allowLoopback: options.allowLoopback, ...(options.resolve ? { resolve: options.resolve } : {}) });
  const details = webpush.generateRequestDetails(target, payload, {
    vapidDetails: vapid,
    TTL: options.ttlSeconds,
    urgency: options.urgency,
    contentEncoding: 'aes128gcm',
    ...(options.topic ? { topic: options.topic } : {}),
  });
  const lookup: LookupFunction = (_hostname, lookupOptions, callback) => {
    if (lookupOptions.all) (callback as unknown as (e: null, a: { address: string; family: number }[]) => void)(null, [{ address: pinned.address, family: pinned.family }]);
    else callback(null, pinned.address, pinned.family);
  };
  const transport = pinned.url.protocol === 'https:' ? https : http;
  return new Promise<number>((resolve, reject) => {
    const request = transport.request(
      pinned.url,
      { method: 'POST', headers: details.headers as http.OutgoingHttpHeaders, lookup, timeout: REQUEST_TIMEOUT_MS, agent: false },
      (response) => {
        // The answer's body is not needed; read it away (bounded by the push service) so the socket closes.
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error('push service timed out')));
    request.on('error', reject);
    request.end(details.body ?? undefined);
  });
}
