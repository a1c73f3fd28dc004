import { eq, inArray } from 'drizzle-orm';
import type { TCannedResponseTexts } from '@freight/contracts';
import type { Executor } from '../client';
import { cannedResponses, organizations, users } from '../schema';

type Seeded = { name: string; purpose: (typeof cannedResponses.$inferInsert)['purpose']; texts: TCannedResponseTexts };

const PLATFORM: Seeded[] = [
  {
    name: 'Delay',
    purpose: 'delay',
    texts: {
      en: {
        subject: 'Shipment {{ shipment_number }} is delayed',
        body: 'Dear {{ consignee }},\n\nyour shipment {{ shipment_number }} from {{ consignor }} is delayed. The new estimated arrival is {{ eta }}.\n\nYou can follow it here: {{ tracking_link }}\n\nWe are sorry for the inconvenience.\n\nKind regards,\n{{ sender_signature }}',
      },
      es: {
        subject: 'El envío {{ shipment_number }} se retrasa',
        body: 'Estimado/a {{ consignee }}:\n\nsu envío {{ shipment_number }} de {{ consignor }} se retrasa. La nueva fecha prevista de llegada es el {{ eta }}.\n\nPuede seguirlo aquí: {{ tracking_link }}\n\nLamentamos las molestias.\n\nAtentamente,\n{{ sender_signature }}',
      },
      'zh-CN': {
        subject: '货件 {{ shipment_number }} 延误通知',
        body: '尊敬的 {{ consignee }}：\n\n您来自 {{ consignor }} 的货件 {{ shipment_number }} 已延误，新的预计到达时间为 {{ eta }}。\n\n您可以在此跟踪货件：{{ tracking_link }}\n\n给您带来不便，敬请谅解。\n\n此致\n{{ sender_signature }}',
      },
    },
  },
  {
    name: 'Where is my shipment?',
    purpose: 'shipment_update',
    texts: {
      en: {
        subject: 'Status of shipment {{ shipment_number }}',
        body: 'Hello {{ consignee }},\n\nshipment {{ shipment_number }} is {{ status }} with {{ carrier }}. Estimated arrival: {{ eta }}.\n\nFollow it live: {{ tracking_link }}\n\nBest regards,\n{{ sender_signature }}',
      },
      es: {
        subject: 'Estado del envío {{ shipment_number }}',
        body: 'Hola, {{ consignee }}:\n\nel envío {{ shipment_number }} está en estado «{{ status }}» con {{ carrier }}. Llegada prevista: {{ eta }}.\n\nSígalo en directo: {{ tracking_link }}\n\nSaludos cordiales,\n{{ sender_signature }}',
      },
      'zh-CN': {
        subject: '货件 {{ shipment_number }} 状态',
        body: '{{ consignee }}，您好：\n\n货件 {{ shipment_number }} 目前状态为“{{ status }}”，承运商为 {{ carrier }}，预计到达时间：{{ eta }}。\n\n实时跟踪：{{ tracking_link }}\n\n祝好\n{{ sender_signature }}',
      },
    },
  },
  {
    name: 'Pickup confirmation',
    purpose: 'pickup_confirmation',
    texts: {
      en: {
        subject: 'Pickup of shipment {{ shipment_number }} confirmed',
        body: 'Hello {{ consignor }},\n\nwe confirm the pickup of shipment {{ shipment_number }} ({{ packages }} packages, {{ weight }}) on {{ pickup_date }} by {{ carrier }} at:\n{{ consignor_address }}\n\nPlease have the goods and their documents ready.\n\nBest regards,\n{{ sender_signature }}',
      },
      es: {
        subject: 'Recogida del envío {{ shipment_number }} confirmada',
        body: 'Hola, {{ consignor }}:\n\nconfirmamos la recogida del envío {{ shipment_number }} ({{ packages }} bultos, {{ weight }}) el {{ pickup_date }} por {{ carrier }} en:\n{{ consignor_address }}\n\nTenga preparadas la mercancía y su documentación.\n\nSaludos cordiales,\n{{ sender_signature }}',
      },
      'zh-CN': {
        subject: '货件 {{ shipment_number }} 提货已确认',
        body: '{{ consignor }}，您好：\n\n我们确认 {{ carrier }} 将于 {{ pickup_date }} 在以下地址提取货件 {{ shipment_number }}（{{ packages }} 件，{{ weight }}）：\n{{ consignor_address }}\n\n请提前备好货物及相关单据。\n\n祝好\n{{ sender_signature }}',
      },
    },
  },
  {
    name: 'Exception on the way',
    purpose: 'exception',
    texts: {
      en: {
        subject: 'An issue with shipment {{ shipment_number }}',
        body: 'Dear {{ consignee }},\n\nthe carrier {{ carrier }} has reported an issue with shipment {{ shipment_number }} (waybill {{ waybill_number | default: "not issued" }}). We are in contact with them and will come back to you as soon as we know more.\n\nTracking: {{ tracking_link }}\n\nKind regards,\n{{ sender_signature }}',
      },
      es: {
        subject: 'Una incidencia con el envío {{ shipment_number }}',
        body: 'Estimado/a {{ consignee }}:\n\nel transportista {{ carrier }} ha comunicado una incidencia con el envío {{ shipment_number }} (carta de porte {{ waybill_number | default: "sin emitir" }}). Estamos en contacto con él y le informaremos en cuanto sepamos más.\n\nSeguimiento: {{ tracking_link }}\n\nAtentamente,\n{{ sender_signature }}',
      },
    },
  },
];

const ORGANIZATION: Seeded[] = [
  {
    name: 'Booking received',
    purpose: 'booking',
    texts: {
      en: {
        subject: 'Booking {{ booking_number }} received',
        body: 'Hello,\n\nwe have booked shipment {{ shipment_number }} with {{ carrier }} ({{ transport_mode }}), reference {{ reference | default: "none" }}.\nFrom: {{ consignor_address }}\nTo: {{ consignee_address }}\n\nRegards,\n{{ sender_signature }}',
      },
      es: {
        subject: 'Reserva {{ booking_number }} recibida',
        body: 'Hola:\n\nhemos reservado el envío {{ shipment_number }} con {{ carrier }} ({{ transport_mode }}), referencia {{ reference | default: "ninguna" }}.\nDesde: {{ consignor_address }}\nHasta: {{ consignee_address }}\n\nSaludos,\n{{ sender_signature }}',
      },
      'zh-CN': {
        subject: '已收到订舱 {{ booking_number }}',
        body: '您好：\n\n我们已通过 {{ carrier }}（{{ transport_mode }}）为货件 {{ shipment_number }} 订舱，参考号 {{ reference | default: "无" }}。\n起运地：{{ consignor_address }}\n目的地：{{ consignee_address }}\n\n此致\n{{ sender_signature }}',
      },
    },
  },
  {
    name: 'Customs documents needed',
    purpose: 'customs',
    texts: {
      en: {
        subject: 'Customs documents for shipment {{ shipment_number }}',
        body: 'Hello {{ consignee }},\n\nto clear shipment {{ shipment_number }} through customs we need the commercial invoice and the packing list. Please reply to this e-mail with them.\n\nThank you,\n{{ sender_signature }}',
      },
      es: {
        subject: 'Documentos de aduana del envío {{ shipment_number }}',
        body: 'Hola, {{ consignee }}:\n\npara despachar el envío {{ shipment_number }} en aduana necesitamos la factura comercial y la lista de bultos. Respóndanos a este correo con ellos.\n\nGracias,\n{{ sender_signature }}',
      },
    },
  },
];

/** Canned responses of the platform and of the first demo organization, and one of a demo user's own. */
export async function seedDemoCannedResponses(db: Executor) {
  const [organization] = await db.select({ id: organizations.id }).from(organizations).where(eq(organizations.name, 'Nordic Freight AB'));
  const people = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, ['god@demo.example', 'orgadmin@demo.example', 'user@demo.example']));
  const idOf = (email: string) => people.find((person) => person.email === email)?.id ?? null;
  if (!organization) return;
  await db.insert(cannedResponses).values([
    ...PLATFORM.map((response) => ({ ...response, scope: 'platform' as const, created_by_user_id: idOf('god@demo.example') })),
    ...ORGANIZATION.map((response) => ({
      ...response,
      scope: 'organization' as const,
      organization_id: organization.id,
      created_by_user_id: idOf('orgadmin@demo.example'),
    })),
    {
      name: 'Thanks, on it',
      purpose: 'custom' as const,
      scope: 'personal' as const,
      organization_id: organization.id,
      owner_user_id: idOf('user@demo.example'),
      created_by_user_id: idOf('user@demo.example'),
      texts: {
        en: { subject: 'Re: shipment {{ shipment_number }}', body: 'Thanks for your message, I am looking into it.\n\n{{ sender_name }}' },
      },
    },
  ]);
}
