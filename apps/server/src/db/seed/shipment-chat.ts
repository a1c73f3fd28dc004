import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../client';
import { consignments, shipmentChatMessages, shipmentChatReads, sites, users } from '../schema';

const MINUTE = 60_000;

/**
 * A conversation on a Stockholm shipment under way: the planner, her manager and the customs
 * agent, with the manager's latest question still unread by the planner, so the shipment's page
 * shows a new message at once.
 */
export async function seedDemoShipmentChat(db: Executor) {
  const people = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, ['user@demo.example', 'orgadmin@demo.example', 'agent@demo.example']));
  const idOf = (email: string) => people.find((person) => person.email === email)?.id;
  const planner = idOf('user@demo.example');
  const manager = idOf('orgadmin@demo.example');
  const agent = idOf('agent@demo.example');
  if (!planner || !manager || !agent) return;
  const [shipment] = await db
    .select({ id: consignments.id, organizationId: consignments.organization_id })
    .from(consignments)
    .innerJoin(sites, eq(sites.id, consignments.site_id))
    .where(and(eq(sites.name, 'Stockholm Office'), eq(consignments.status, 'IN_TRANSIT')))
    .orderBy(desc(consignments.id))
    .limit(1);
  if (!shipment) return;
  const start = Date.now() - 3 * 60 * MINUTE;
  const lines: [number, string, number][] = [
    [manager, 'The consignee asks whether delivery can be before noon on Thursday. Can we promise that?', 0],
    [planner, 'The carrier delivers between 08:00 and 16:00. I have asked them to book a morning slot.', 25],
    [agent, 'The export declaration is cleared. The commercial invoice is among the shipment documents.', 70],
    [manager, 'Thanks both. Please confirm here once the carrier has booked the slot.', 130],
  ];
  const inserted = await db
    .insert(shipmentChatMessages)
    .values(
      lines.map(([userId, body, minutes]) => ({
        organization_id: shipment.organizationId,
        consignment_id: shipment.id,
        user_id: userId,
        body,
        created_at: new Date(start + minutes * MINUTE),
      })),
    )
    .returning({ id: shipmentChatMessages.id });
  const readUpTo = (index: number) => inserted[index]!.id;
  await db.insert(shipmentChatReads).values([
    { user_id: planner, consignment_id: shipment.id, last_read_message_id: readUpTo(2) },
    { user_id: manager, consignment_id: shipment.id, last_read_message_id: readUpTo(3) },
    { user_id: agent, consignment_id: shipment.id, last_read_message_id: readUpTo(2) },
  ]);
}
