import { Accordion, AccordionItem, type AccordionProps } from '../Accordion';

/** The home page's five questions. Story copy; the storefront holds the shop's own answers. */
const faq = [
  {
    id: 'who',
    question: 'Who are we?',
    answer:
      'BirdShield India is a small enterprise that has made bird and monkey repellents since 2015: spikes, nets and the fittings to install them.',
  },
  {
    id: 'what',
    question: 'What are bird spikes and how do they work?',
    answer:
      'Strips of blunt, upright rods fixed along ledges and parapets. They leave birds no flat place to land, so birds move on without being hurt.',
  },
  {
    id: 'safety',
    question: 'Are bird spikes safe for birds and animals?',
    answer: 'Yes. The tips are blunt and the spikes flex; they deter landing rather than injure, and contain no chemicals.',
  },
  {
    id: 'where',
    question: 'Where can bird spikes be installed?',
    answer: 'On ledges, parapets, window sills, signboards, pipes, beams and rooftops: anywhere birds perch or nest.',
  },
  {
    id: 'home',
    question: 'Can bird spikes be used at home?',
    answer: 'Yes. Homes and flats are our most common installs, on balconies, AC units and window ledges.',
  },
] as const;

/** The 'Frequently Asked Questions' accordion. Story-only. */
export function Faq(props: Omit<AccordionProps, 'children'>) {
  return (
    <Accordion {...props}>
      {faq.map(({ id, question, answer }) => (
        <AccordionItem key={id} id={id} title={question}>
          <p>{answer}</p>
        </AccordionItem>
      ))}
    </Accordion>
  );
}
