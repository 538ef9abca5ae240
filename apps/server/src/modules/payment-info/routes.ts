import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminPaymentInfoBody,
  AdminPaymentInfoResponse,
  ErrorResponse,
  GroupParams,
  MembersPaymentInfoResponse,
  MessageResponse,
  PaymentInfoBody,
  PaymentInfoResponse,
} from '@fairway/contract';
import { requireUserId } from '../../http/authenticate';
import type { PaymentInfoService } from './service';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };
const tags = ['payment info'];

/** The spec shows the group payment-info paths both with and without /api; both are served. */
const GROUP_PREFIXES = ['/api/admin/groups', '/admin/groups'];

export const paymentInfoRoutes: FastifyPluginAsyncZod<{ paymentInfo: PaymentInfoService }> = async (
  app,
  { paymentInfo },
) => {
  app.get(
    '/api/user/payment-info',
    {
      schema: {
        tags,
        summary: "The caller's own payment handles",
        response: { 200: PaymentInfoResponse, 401: ErrorResponse },
      },
    },
    async (request) => paymentInfo.mine(requireUserId(request)),
  );

  app.post(
    '/api/user/payment-info',
    {
      schema: {
        tags,
        summary: "Save the caller's payment handles (Venmo @, CashApp $, emails, phone)",
        body: PaymentInfoBody,
        response: { 200: PaymentInfoResponse, 400: ErrorResponse, 401: ErrorResponse },
      },
    },
    async (request) => paymentInfo.saveMine(requireUserId(request), request.body),
  );

  app.delete(
    '/api/user/payment-info',
    {
      schema: {
        tags,
        summary: "Delete the caller's payment handles",
        response: { 200: MessageResponse, 401: ErrorResponse },
      },
    },
    async (request) => {
      await paymentInfo.deleteMine(requireUserId(request));
      return { message: 'Payment information deleted' };
    },
  );

  for (const prefix of GROUP_PREFIXES) {
    const hide = prefix !== '/api/admin/groups';
    app.get(
      `${prefix}/:groupId/payment-info`,
      {
        schema: {
          tags,
          hide,
          summary: "The group's payment handles (members see only the displayed ones)",
          params: GroupParams,
          response: { 200: AdminPaymentInfoResponse, ...errors },
        },
      },
      async (request) => paymentInfo.group(requireUserId(request), request.params.groupId),
    );

    app.post(
      `${prefix}/:groupId/payment-info`,
      {
        schema: {
          tags,
          hide,
          summary: "Save the group's payment handles and which ones members see (admins)",
          params: GroupParams,
          body: AdminPaymentInfoBody,
          response: { 200: AdminPaymentInfoResponse, ...errors },
        },
      },
      async (request) =>
        paymentInfo.saveGroup(requireUserId(request), request.params.groupId, request.body),
    );

    app.delete(
      `${prefix}/:groupId/payment-info`,
      {
        schema: {
          tags,
          hide,
          summary: "Delete the group's payment handles (admins)",
          params: GroupParams,
          response: { 200: MessageResponse, ...errors },
        },
      },
      async (request) => {
        await paymentInfo.deleteGroup(requireUserId(request), request.params.groupId);
        return { message: 'Payment information deleted' };
      },
    );

    app.get(
      `${prefix}/:groupId/members/payment-info`,
      {
        schema: {
          tags,
          hide,
          summary: "The members' own payment handles (admins)",
          params: GroupParams,
          response: { 200: MembersPaymentInfoResponse, ...errors },
        },
      },
      async (request) => paymentInfo.members(requireUserId(request), request.params.groupId),
    );
  }
};
