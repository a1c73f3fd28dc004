import { transportModeKind, type TransportModeKind } from '@freight/domain';
import {
  type Icon,
  IconBike,
  IconBolt,
  IconPlane,
  IconQuestionMark,
  IconShip,
  IconStack2,
  IconTrain,
  IconTruck,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

const ICONS: Record<TransportModeKind, Icon> = {
  rail: IconTrain,
  courier: IconBike,
  air: IconPlane,
  road: IconTruck,
  express: IconBolt,
  ocean: IconShip,
  multimodal: IconStack2,
  unknown: IconQuestionMark,
};

export interface TransportModeIconProps {
  /** A transport mode code such as ROAD or SEA, in any case. */
  mode: string | null | undefined;
  size?: number;
}

/** The icon of a transport mode (SPEC §4), named for screen readers in the user's language. */
export function TransportModeIcon({ mode, size = 20 }: TransportModeIconProps) {
  const { t } = useTranslation('components');
  const kind = transportModeKind(mode);
  const ModeIcon = ICONS[kind];
  return <ModeIcon role="img" aria-label={t(`transport_modes.${kind}`)} size={size} stroke={1.7} />;
}
