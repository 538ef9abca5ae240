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
  routes,
} from '@fairway/contract';
import { requireUserId } from '../../http/authenticate';
import type { PaymentInfoService } from './service';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };
const tags = ['payment info'];

/**
 * The spec shows the group payment-info paths both with and without /api: both are served, the
 * one without hidden from the API docs.
 */
const servedAt = (path: string) => [
  { url: path, hide: false },
  { url: path.replace(/^\/api/, ''), hide: true },
];

export const paymentInfoRoutes: FastifyPluginAsyncZod<{ paymentInfo: PaymentInfoService }> = async (
  app,
  { paymentInfo },
) => {
  app.get(
    routes.myPaymentInfo.path,
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
    routes.saveMyPaymentInfo.path,
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
    routes.deleteMyPaymentInfo.path,
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

  for (const { url, hide } of servedAt(routes.groupPaymentInfo.path)) {
    app.get(
      url,
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
  }
  for (const { url, hide } of servedAt(routes.saveGroupPaymentInfo.path)) {
    app.post(
      url,
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
  }
  for (const { url, hide } of servedAt(routes.deleteGroupPaymentInfo.path)) {
    app.delete(
      url,
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
  }
  for (const { url, hide } of servedAt(routes.membersPaymentInfo.path)) {
    app.get(
      url,
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
