/** The order Q&A form's schema, shared by conform in the browser and the action (DESIGN.md section 4). */
import { z } from 'zod'
import { MAX_MESSAGE_LENGTH } from '#backend/contract/orders.ts'
import { tOrders } from './messages-orders.ts'

export const orderMessageFormSchema = z.object({
  message_content: z
    .string({ error: tOrders.messages.required })
    .trim()
    .min(1, tOrders.messages.required)
    .max(MAX_MESSAGE_LENGTH, tOrders.messages.tooLong(MAX_MESSAGE_LENGTH)),
})
