import type { ProgrammeId } from './programmes';

export type Faq = { question: string; answer: string };

/** The four questions on /contact. */
export const contactFaqs: readonly Faq[] = [
  {
    question: 'Do I need boxing experience to join?',
    answer:
      'No. Fundamentals Mastery and the beginner courses start from zero: how to stand, move and punch safely. Experienced boxers are assessed by a coach and placed in the programme that fits their level.',
  },
  {
    question: 'How old do I have to be?',
    answer:
      'Academy programmes are open to boxers aged 12 to 35. Anyone under 18 needs a parent or guardian’s consent, and every boxer brings a medical clearance certificate and a valid ID before training starts.',
  },
  {
    question: 'How much do the programmes cost?',
    answer:
      'Fees are in naira and depend on the programme and its length. Each programme page shows its current price; the Elite Championship Course is priced after an assessment. A free consultation will help you choose.',
  },
  {
    question: 'How quickly will I hear back?',
    answer:
      'We answer e-mails within 24 hours, and phone lines are open Mon-Fri 9AM-6PM. Academy applications are reviewed within 24 to 48 hours.',
  },
];

/** Questions answered on each programme page. */
export const programmeFaqs: Readonly<Record<ProgrammeId, readonly Faq[]>> = {
  'elite-championship': [
    {
      question: 'Why is there no price on this course?',
      answer:
        'Every Elite Championship place follows an in-person assessment with our coaches. The fee depends on the plan we agree with you: how much residential camp time, travel to tournaments and sports-science support you need.',
    },
    {
      question: 'What happens at the assessment?',
      answer:
        'A technical session on the pads, two to three rounds of controlled sparring, a fitness test and a conversation about your record and goals. Bring your medical clearance certificate and your competition history.',
    },
    {
      question: 'Does this course lead to the London bootcamp?',
      answer:
        'It puts you in the best position for it. The top 20 athletes from the regional and national tournaments, including the AJ Elite Cup, are invited to the bootcamp in London; the course prepares you for those tournaments.',
    },
  ],
  fundamentals: [
    {
      question: 'I have never boxed. Is this too much for me?',
      answer:
        'No: it is designed for complete beginners. Sessions start with technique and build fitness gradually, and there is no sparring until your coach is sure you are ready.',
    },
    {
      question: 'How often do I train?',
      answer:
        'Three coached sessions a week at the Lagos or Abuja centre, plus short home drills. Sessions run across our training hours, so you can fit them around work or school.',
    },
    {
      question: 'What kit do I need?',
      answer:
        'Trainers, comfortable sportswear and a water bottle for the first week. Your coach will help you choose gloves, wraps and a gum shield that fit before you start pad work.',
    },
  ],
  'mental-champion': [
    {
      question: 'Why is it for professional boxers only?',
      answer:
        'The programme is built around professional fight camps, weigh-ins and twelve-round fights. Amateurs and beginners will get more from our online psychology courses.',
    },
    {
      question: 'Who runs the sessions?',
      answer:
        'Qualified sports psychology practitioners who work with the coaching team, so the mental work fits your training and your next fight date.',
    },
    {
      question: 'Can I join in the middle of a fight camp?',
      answer:
        'Yes. Many boxers join eight to twelve weeks before a fight; the programme is then planned backwards from fight night.',
    },
  ],
  'performance-elite': [
    {
      question: 'Why is it for professional boxers only?',
      answer:
        'The training loads, testing and fight-camp planning are set for professionals with bouts on the calendar. Amateurs should look at the fitness courses or Fundamentals Mastery.',
    },
    {
      question: 'How is progress measured?',
      answer:
        'With performance tests every four weeks: strength, power, speed and conditioning markers, reviewed with you and your coach to set the next block.',
    },
    {
      question: 'Does the programme replace my boxing coach?',
      answer:
        'No. We work alongside your coach: they own your boxing, we plan the strength, conditioning and recovery around it.',
    },
  ],
};
