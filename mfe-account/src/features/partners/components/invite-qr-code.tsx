import qrcode from 'qrcode-generator';
import { useMemo } from 'react';
import styled from 'styled-components';

/** Modules of light margin around the code: the QR standard's quiet zone, which scanners need. */
const QUIET_ZONE = 4;

/**
 * `value` as a QR code (error correction M), drawn as one SVG path so it stays sharp at any size and
 * costs one DOM node. Loaded lazily by the invite dialog: the QR encoder is only downloaded when an
 * invite is shown.
 */
export default function InviteQrCode({ value, label }: { value: string; label: string }) {
  const { size, path } = useMemo(() => {
    const qr = qrcode(0, 'M');
    qr.addData(value, 'Byte');
    qr.make();
    const count = qr.getModuleCount();
    let d = '';
    for (let row = 0; row < count; row++) {
      for (let col = 0; col < count; col++) {
        if (qr.isDark(row, col)) d += `M${col + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`;
      }
    }
    return { size: count + QUIET_ZONE * 2, path: d };
  }, [value]);

  return (
    <Svg role="img" aria-label={label} viewBox={`0 0 ${size} ${size}`} shapeRendering="crispEdges" data-testid="invite-qr-code">
      <rect width={size} height={size} fill="#ffffff" />
      <path d={path} fill="#000000" />
    </Svg>
  );
}

const Svg = styled.svg`
  display: block;
  width: 100%;
  height: 100%;
`;
