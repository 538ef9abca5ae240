/** What the invite's QR code shows: the link it encodes, and the group it leads to. */
export interface InviteQr {
  link: string;
  groupName: string;
  inviteCode: string;
}
