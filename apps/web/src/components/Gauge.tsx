import { Stack, Text } from '@mantine/core';
import { formatNumber } from '@freight/domain';

/** The gauge of SPEC §9: 0 to 100 on an arc reaching 110° to each side of the top. */
const MIN = 0;
const MAX = 100;
const ANGLE = 110;
const RADIUS = 80;
const STROKE = 16;
const CENTER = RADIUS + STROKE / 2;

function point(degrees: number): string {
  const radians = (degrees * Math.PI) / 180;
  return `${CENTER + RADIUS * Math.sin(radians)} ${CENTER - RADIUS * Math.cos(radians)}`;
}

function arc(from: number, to: number): string {
  return `M ${point(from)} A ${RADIUS} ${RADIUS} 0 ${to - from > 180 ? 1 : 0} 1 ${point(to)}`;
}

/** A figure out of 100 as a meter: its arc, and the figure in the middle with its unit. */
export function Gauge({ value, label, unit = '%' }: { value: number; label: string; unit?: string }) {
  const clamped = Math.min(MAX, Math.max(MIN, value));
  const end = -ANGLE + ((clamped - MIN) / (MAX - MIN)) * 2 * ANGLE;
  const height = CENTER + RADIUS * Math.cos(((180 - ANGLE) * Math.PI) / 180) + STROKE / 2;
  return (
    <Stack gap={0} align="center" role="meter" aria-label={label} aria-valuemin={MIN} aria-valuemax={MAX} aria-valuenow={clamped}>
      <svg viewBox={`0 0 ${CENTER * 2} ${height}`} width="100%" style={{ maxWidth: 220 }} aria-hidden>
        <path d={arc(-ANGLE, ANGLE)} fill="none" stroke="var(--mantine-color-gray-2)" strokeWidth={STROKE} strokeLinecap="round" />
        {clamped > MIN && (
          <path d={arc(-ANGLE, end)} fill="none" stroke="var(--mantine-primary-color-filled)" strokeWidth={STROKE} strokeLinecap="round" />
        )}
      </svg>
      <Text fz={28} fw={700} lh={1} mt={-48} aria-hidden>
        {formatNumber(clamped)}
        {unit}
      </Text>
    </Stack>
  );
}
