import type { Vacancy } from '@mandate/api-client';
import { TestimonialDialog } from '@mandate/ui';
import { useSetAtom } from 'jotai';
import { writeTestimonialAtom } from '../Profile/profile.atoms';
import type { VacancyConsultant } from './vacancy.atoms';

/**
 * The testimonial dialog of a consultant's row (the `testimonial` action the server allows the
 * employer side on an accepted consultant of an active or closed vacancy, 001 §4.2): Send writes it
 * for the consultant on this vacancy; they accept or reject it on their profile.
 */
export function WriteTestimonial({
  vacancy,
  consultant,
  onClose,
}: {
  vacancy: Vacancy;
  consultant: VacancyConsultant;
  onClose: () => void;
}) {
  const write = useSetAtom(writeTestimonialAtom);
  return (
    <TestimonialDialog
      consultantName={consultant.recruiter.fullName}
      vacancyTitle={vacancy.title}
      onCancel={onClose}
      onSubmit={async ({ content }) => {
        await write({ consultantId: consultant.recruiter.id, payload: { jobId: vacancy.id, content } });
        onClose();
      }}
    />
  );
}
