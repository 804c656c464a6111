/**
 * The testimonial state machine (001 §4.2, §4.4, §7.8): a testimonial is pending until its consultant
 * (or an admin) accepts or rejects it; a rejected one may still be accepted and an accepted one
 * rejected (hidden from the profile again). An author's edit returns it to pending (not a machine
 * action: the content change carries the status).
 */
import type { testimonialStatuses } from '../responses/testimonial';
import { recruiterOwner } from '../permissions';
import type { Actor, Decision } from '../permissions';
import type { Id } from '../id';
import { allowedOf, decide, decideAll } from './engine';
import type { ActionRule } from './engine';

/** A testimonial's status. */
export type TestimonialStatus = (typeof testimonialStatuses)[number];

/** Actions on a testimonial's status. */
export const testimonialActions = ['accept', 'reject'] as const;
/** An action on a testimonial's status. */
export type TestimonialAction = (typeof testimonialActions)[number];

/** What the testimonial rules read: its status and the consultant it is about (its owner). */
export interface TestimonialContext {
  status: TestimonialStatus;
  recruiterId: Id;
}

interface TestimonialRule extends ActionRule<TestimonialStatus, TestimonialContext> {
  to: TestimonialStatus;
}

/** The testimonial rules as data: `-own` resolves against the consultant. */
export const testimonialRules: Readonly<Record<TestimonialAction, TestimonialRule>> = {
  accept: { to: 'accepted', grants: [{ from: ['pending', 'rejected'], permission: 'testimonial-accept' }] },
  reject: { to: 'rejected', grants: [{ from: ['pending', 'accepted'], permission: 'testimonial-reject' }] },
};

/** The status a testimonial has after an action. */
export function testimonialTarget(action: TestimonialAction): TestimonialStatus {
  return testimonialRules[action].to;
}

/** May `actor` do `action` on the testimonial now? */
export function decideTestimonialAction(actor: Actor, context: TestimonialContext, action: TestimonialAction): Decision {
  return decide(testimonialRules[action], context.status, actor, recruiterOwner(context.recruiterId), context);
}

/** Every testimonial action with its decision. */
export function decideTestimonialActions(actor: Actor, context: TestimonialContext): Record<TestimonialAction, Decision> {
  return decideAll(testimonialActions, (action) => decideTestimonialAction(actor, context, action));
}

/** The testimonial actions `actor` may do now. */
export function allowedTestimonialActions(actor: Actor, context: TestimonialContext): TestimonialAction[] {
  return allowedOf(decideTestimonialActions(actor, context));
}
