import { eq, inArray } from 'drizzle-orm';
import type {
  AdminPaymentInfo,
  AdminPaymentInfoResponse,
  AdminPaymentInfoValues,
  MembersPaymentInfoResponse,
  PaymentInfo,
  PaymentInfoResponse,
  PaymentInfoValues,
} from '@fairway/contract';
import type { Db } from '../../db/client';
import { groupPaymentInfo, userPaymentInfo } from '../../db/schema';
import { membersByName, type GroupAccess } from '../groups';
import { removePaymentHandles } from './remove-payment-handles';

type UserInfoRow = typeof userPaymentInfo.$inferSelect;
type GroupInfoRow = typeof groupPaymentInfo.$inferSelect;

const handlesOf = (row: UserInfoRow | GroupInfoRow): PaymentInfo => ({
  venmoHandle: row.venmoHandle,
  cashappHandle: row.cashappHandle,
  zelleEmail: row.zelleEmail,
  zellePhone: row.zellePhone,
  paypalEmail: row.paypalEmail,
});

/**
 * Payment handles: each member's own (seen only by the admins of groups they belong to), and
 * each group's, where members send their entry fees.
 */
export class PaymentInfoService {
  constructor(
    private readonly db: Db,
    private readonly access: GroupAccess,
  ) {}

  async mine(userId: number): Promise<PaymentInfoResponse> {
    const [row] = await this.db
      .select()
      .from(userPaymentInfo)
      .where(eq(userPaymentInfo.userId, userId));
    return { hasPaymentInfo: Boolean(row), paymentInfo: row ? handlesOf(row) : null };
  }

  async saveMine(userId: number, values: PaymentInfoValues): Promise<PaymentInfoResponse> {
    const changes = { ...values, updatedAt: new Date() };
    const [row] = await this.db
      .insert(userPaymentInfo)
      .values({ userId, ...changes })
      .onConflictDoUpdate({ target: userPaymentInfo.userId, set: changes })
      .returning();
    return { hasPaymentInfo: true, paymentInfo: handlesOf(row!) };
  }

  async deleteMine(userId: number): Promise<void> {
    await removePaymentHandles(this.db, userId);
  }

  /** Admins read everything; members read only the handles the admins chose to show. */
  async group(userId: number, groupId: number): Promise<AdminPaymentInfoResponse> {
    const { isAdmin } = await this.access.requireMember(groupId, userId);
    const [row] = await this.db
      .select()
      .from(groupPaymentInfo)
      .where(eq(groupPaymentInfo.groupId, groupId));
    if (!row) return { hasPaymentInfo: false, paymentInfo: null, canEdit: isAdmin };
    const info = presentGroupInfo(row);
    return {
      hasPaymentInfo: true,
      paymentInfo: isAdmin ? info : onlyDisplayed(info),
      canEdit: isAdmin,
    };
  }

  async saveGroup(
    userId: number,
    groupId: number,
    values: AdminPaymentInfoValues,
  ): Promise<AdminPaymentInfoResponse> {
    await this.access.requireAdmin(
      groupId,
      userId,
      'Only group admins can change payment information',
    );
    const changes = { ...values, updatedBy: userId, updatedAt: new Date() };
    const [row] = await this.db
      .insert(groupPaymentInfo)
      .values({ groupId, ...changes })
      .onConflictDoUpdate({ target: groupPaymentInfo.groupId, set: changes })
      .returning();
    return { hasPaymentInfo: true, paymentInfo: presentGroupInfo(row!), canEdit: true };
  }

  async deleteGroup(userId: number, groupId: number): Promise<void> {
    await this.access.requireAdmin(
      groupId,
      userId,
      'Only group admins can change payment information',
    );
    await this.db.delete(groupPaymentInfo).where(eq(groupPaymentInfo.groupId, groupId));
  }

  /** The members' own handles, for the group's admins only. */
  async members(userId: number, groupId: number): Promise<MembersPaymentInfoResponse> {
    await this.access.requireAdmin(
      groupId,
      userId,
      "Only group admins can see members' payment information",
    );
    const members = await membersByName(this.db, groupId);
    const handles =
      members.length === 0
        ? []
        : await this.db
            .select()
            .from(userPaymentInfo)
            .where(
              inArray(
                userPaymentInfo.userId,
                members.map((member) => member.id),
              ),
            );
    const handlesByUser = new Map(handles.map((row) => [row.userId, handlesOf(row)]));
    return {
      members: members.map((member) => ({
        userId: member.id,
        userName: member.name,
        userEmail: member.email,
        role: member.role,
        paymentInfo: handlesByUser.get(member.id) ?? null,
      })),
    };
  }
}

function presentGroupInfo(row: GroupInfoRow): AdminPaymentInfo {
  return {
    ...handlesOf(row),
    otherPaymentInfo: row.otherPaymentInfo,
    displayVenmo: row.displayVenmo,
    displayCashapp: row.displayCashapp,
    displayZelle: row.displayZelle,
    displayPaypal: row.displayPaypal,
    displayOther: row.displayOther,
  };
}

/** What members may see: hidden handles are blanked, never sent. */
function onlyDisplayed(info: AdminPaymentInfo): AdminPaymentInfo {
  return {
    ...info,
    venmoHandle: info.displayVenmo ? info.venmoHandle : null,
    cashappHandle: info.displayCashapp ? info.cashappHandle : null,
    zelleEmail: info.displayZelle ? info.zelleEmail : null,
    zellePhone: info.displayZelle ? info.zellePhone : null,
    paypalEmail: info.displayPaypal ? info.paypalEmail : null,
    otherPaymentInfo: info.displayOther ? info.otherPaymentInfo : null,
  };
}
