/** The ten steps of 'How It Works' on /process, in the spec's order. */
export type ProcessStep = { title: string; text: string };

export const PROCESS_STEPS: readonly ProcessStep[] = [
  {
    title: "Initial consultation",
    text: "We get to know you: your health history, medical reports, routine, food preferences and what you want to achieve.",
  },
  {
    title: "Assessing your needs",
    text: "We look at your weight, measurements, lifestyle and any conditions your doctor is treating, to understand what your body needs.",
  },
  {
    title: "Your personalised plan",
    text: "You receive a plan designed for you alone, built around familiar Indian foods, your schedule and your budget.",
  },
  {
    title: "Meal planning and recipes",
    text: "Daily menus, simple recipes and smart swaps make the plan easy to follow at home, at work and when eating out.",
  },
  {
    title: "Ongoing support",
    text: "Questions come up between sessions. Reach us by chat, email or phone, and we will help you stay on track.",
  },
  {
    title: "Progress tracking",
    text: "We track weight, measurements, energy and, where relevant, your readings, so we can see what is working.",
  },
  {
    title: "Regular check-ins",
    text: "Scheduled follow-ups review your progress, celebrate wins and talk through anything that felt difficult.",
  },
  {
    title: "Education",
    text: "You learn why the plan works: reading labels, balancing a plate and managing festivals and travel with confidence.",
  },
  {
    title: "Fine-tuning",
    text: "As your body and routine change, we adjust portions, foods and timing so your progress does not stall.",
  },
  {
    title: "Sustainable habits",
    text: "The goal is independence: healthy habits that feel natural and last long after the programme ends.",
  },
];
