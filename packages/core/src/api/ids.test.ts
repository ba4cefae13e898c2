import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { DeleteChatBody, MessagesQuery, SendMessageBody } from './chat';
import { ID_MAX, Id, IdParam } from './ids';
import { LanderQuery } from './landers';
import { MemberIdQuery, PhotoIdBody, ReorderPhotosBody } from './profiles';

describe('ids', () => {
  it('are what a PostgreSQL integer holds: 1 to 2^31 − 1', () => {
    expect(ID_MAX).toBe(2_147_483_647);
    for (const schema of [Id, IdParam]) {
      expect(schema.safeParse(ID_MAX).success).toBe(true);
      for (const bad of [0, -1, 1.5, 2 ** 31, Number.MAX_SAFE_INTEGER]) {
        expect(schema.safeParse(bad).success, String(bad)).toBe(false);
      }
    }
    expect(IdParam.parse('2147483647')).toBe(ID_MAX);
    expect(IdParam.safeParse('2147483648').success).toBe(false);
  });

  it('are bounded wherever a contract takes one, in a query or in a body', () => {
    const huge = 2 ** 31;
    const refused = (schema: z.ZodType, value: unknown) =>
      expect(schema.safeParse(value).success, JSON.stringify(value)).toBe(false);
    refused(MemberIdQuery, { id: String(huge) });
    refused(LanderQuery, { page: 'member-landing', member: String(huge) });
    refused(MessagesQuery, { conversation_id: '1', before: String(huge) });
    refused(PhotoIdBody, { id: huge });
    refused(ReorderPhotosBody, { order: [1, huge] });
    refused(DeleteChatBody, { conversation: { id: huge } });
    refused(SendMessageBody, { kind: 'text', profile_id: huge, client_message_id: crypto.randomUUID(), text: 'Hi' });
  });
});
