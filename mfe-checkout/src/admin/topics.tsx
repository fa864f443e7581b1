import { ApiOutlined, AudioOutlined, DashboardOutlined, InboxOutlined, LockOutlined, WifiOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import {
  cableChannelCatalogue,
  intercomCatalogue,
  intercomLocationCatalogue,
  lockCatalogue,
  mailboxCatalogue,
  outletCoverCatalogue,
  patchFieldCatalogue,
  powerMeterCatalogue,
  tvCatalogue,
  type Catalogue,
} from '../options/catalogues';

export const ADMIN_ROOT = '/checkout-configuration';
export const ADMIN_TITLE = 'Sondervereinbarungen';

export interface Topic {
  slug: string;
  title: string;
  description: string;
  icon: ReactNode;
  // Each catalogue has its own entity type; the page only hands them to OptionList.
  catalogues: Catalogue<{ id: string }>[];
}

const asAny = <T extends { id: string }>(catalogue: Catalogue<T>) => catalogue as unknown as Catalogue<{ id: string }>;

/** The six topics of the overview, each with its sub-page and catalogues. */
export const TOPICS: Topic[] = [
  {
    slug: 'outlet-cover-types',
    title: 'Schalter- und Steckdosenabdeckungen',
    description: 'Abdeckungen mit Preisen für Steckdosen, Schalter und Thermostate',
    icon: <ApiOutlined />,
    catalogues: [asAny(outletCoverCatalogue)],
  },
  {
    slug: 'intercom',
    title: 'Sprechanlage',
    description: 'Sprechanlagen und ihre Installationsorte',
    icon: <AudioOutlined />,
    catalogues: [asAny(intercomCatalogue), asAny(intercomLocationCatalogue)],
  },
  {
    slug: 'multimedia',
    title: 'Multimedia',
    description: 'TV-Anschluss, Multimedia-Kanal und Patch-Feld',
    icon: <WifiOutlined />,
    catalogues: [asAny(tvCatalogue), asAny(cableChannelCatalogue), asAny(patchFieldCatalogue)],
  },
  {
    slug: 'mailbox-types',
    title: 'Briefkasten',
    description: 'Briefkästen und Briefkastenanlagen',
    icon: <InboxOutlined />,
    catalogues: [asAny(mailboxCatalogue)],
  },
  {
    slug: 'lock-types',
    title: 'Schließanlage',
    description: 'Schließzylinder und Türschlösser',
    icon: <LockOutlined />,
    catalogues: [asAny(lockCatalogue)],
  },
  {
    slug: 'power-meter-types',
    title: 'Messkonzept',
    description: 'Zählerplätze je Messkonzept',
    icon: <DashboardOutlined />,
    catalogues: [asAny(powerMeterCatalogue)],
  },
];
