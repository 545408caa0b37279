import type { ContactBody } from '@portal/contract/contact';
import type { Locale } from '@portal/contract/locale';
import type { UserRow } from '../../platform/auth/plugin';
import { AppError } from '../../platform/errors';
import { getSettings } from '../settings/service';
import type { ContactDeps } from './deps';
import { insertThread } from './queries';

/** Who wrote: a member is known by their account, a visitor by what they typed. */
function senderOf(member: UserRow | null, body: ContactBody) {
  if (member) {
    const phone = member.phone ? `${member.countryCode ?? ''}${member.phone}` : null;
    return {
      userId: member.id,
      name: `${member.firstName} ${member.lastName}`.trim(),
      firstName: member.firstName,
      email: member.email,
      phone,
    };
  }
  const missing = (['name', 'email'] as const).filter((field) => !body[field]);
  if (missing.length > 0) {
    throw new AppError('validation_failed', {
      fieldErrors: Object.fromEntries(missing.map((field) => [field, ['validation.required' as const]])),
    });
  }
  return {
    userId: null,
    name: body.name!,
    firstName: body.name!,
    email: body.email!,
    phone: body.phone ?? null,
  };
}

/**
 * A message from the contact page: a new thread in the staff's inbox, and a copy mailed to the
 * sender in the language they wrote in (both or neither). The body was read by the contract's
 * schema; the captcha and the rate limits are the route's.
 */
export async function sendMessage(
  deps: ContactDeps,
  input: { member: UserRow | null; body: ContactBody; locale: Locale },
): Promise<{ id: number }> {
  const sender = senderOf(input.member, input.body);
  const { general } = await getSettings(deps.db);
  const thread = await deps.db.transaction(async (tx) => {
    const row = await insertThread(tx, {
      userId: sender.userId,
      name: sender.name,
      email: sender.email,
      phone: sender.phone,
      locale: input.locale,
      subject: input.body.subject,
      message: input.body.message,
    });
    await deps.enqueueMail(tx, {
      to: sender.email,
      locale: input.locale,
      siteName: general.site_name,
      template: 'contact_copy',
      data: { name: sender.firstName, subject: input.body.subject, message: input.body.message },
    });
    return row;
  });
  deps.notifyMail();
  return { id: thread.id };
}
