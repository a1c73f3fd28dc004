import {
  IconCalculator,
  IconFileCertificate,
  IconLanguage,
  IconLeaf,
  IconMapPin,
  IconPackages,
  IconTruckLoading,
  IconUserCircle,
  type Icon,
} from '@tabler/icons-react';

export interface FaqSection {
  key: 'quotes' | 'booking' | 'tracking' | 'emissions' | 'customs' | 'sites' | 'languages' | 'account';
  icon: Icon;
  /** Keys of the questions under `sections.<key>.items` in the faq texts, in reading order. */
  items: readonly string[];
}

export const FAQ_SECTIONS: readonly FaqSection[] = [
  { key: 'quotes', icon: IconCalculator, items: ['compare', 'missing', 'currency', 'templates'] },
  { key: 'booking', icon: IconTruckLoading, items: ['book', 'pickup', 'change', 'labels'] },
  { key: 'tracking', icon: IconPackages, items: ['follow', 'exception', 'share', 'notifications'] },
  { key: 'emissions', icon: IconLeaf, items: ['calculation', 'upload', 'report'] },
  { key: 'customs', icon: IconFileCertificate, items: ['declarations', 'documents', 'agent'] },
  { key: 'sites', icon: IconMapPin, items: ['act_as', 'several', 'menu_changed', 'access'] },
  { key: 'languages', icon: IconLanguage, items: ['change', 'messages'] },
  { key: 'account', icon: IconUserCircle, items: ['password', 'forgot', 'session'] },
];
