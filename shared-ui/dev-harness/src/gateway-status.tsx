import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';

/** Where the dev server says which gateway it proxies to and whether it answers (build-preset/dev-server.js). */
export const GATEWAY_STATUS_URL = '/__harness/gateway';

export interface GatewayStatus {
  url: string;
  up: boolean;
  startCommand: string;
}

export async function fetchGatewayStatus(): Promise<GatewayStatus> {
  const res = await fetch(GATEWAY_STATUS_URL, { headers: { accept: 'application/json' } });
  if (!res.ok) throw new Error(`${GATEWAY_STATUS_URL} answered ${res.status}`);
  return JSON.parse(await res.text()) as GatewayStatus;
}

const Line = styled.p`
  margin: 0;
  overflow-wrap: anywhere;
  & code {
    font-family: monospace;
  }
`;

/**
 * Which gateway this harness talks to, and whether it is up: a sign-in that fails because nothing listens at
 * GATEWAY_URL should not look like a bug in the remote. Checked again every few seconds while it is down.
 */
export function GatewayStatusLine() {
  const { data, isError } = useQuery({
    queryKey: ['dev-harness', 'gateway'],
    queryFn: fetchGatewayStatus,
    retry: false,
    refetchInterval: (query) => (query.state.data?.up ? 30_000 : 3_000),
  });
  if (isError) return null;
  if (!data) return <Line role="status">Gateway: checking…</Line>;
  return (
    <Line role="status">
      Gateway <code>{data.url}</code> ·{' '}
      {data.up ? (
        'up'
      ) : (
        <>
          <strong>not reachable</strong>: start it with <code>{data.startCommand}</code>
        </>
      )}
    </Line>
  );
}
