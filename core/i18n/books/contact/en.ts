// The contact page (/contact-us): how to reach us, our hours, and the contact form's labels and hints.
export default {
  heading: 'Contact Us',
  lead: 'We are happy to hear from you.',
  getInTouch: 'Get In Touch With Us',
  intro:
    'Ask a question, offer help, or tell us your story. We answer every message, usually within two working days.',
  address: 'Address',
  phoneAndEmail: 'Phone and e-mail',
  sample: ' (sample)',
  hoursTitle: 'Office working hours',
  hoursWeekdays: 'Mon-Fri: 9:00-22:00',
  hoursWeekend: 'Sat-Sun: 9:00-21:00',
  shopHours:
    'Our shop keeps its own hours: Monday-Friday 10:00 am to 6:00 pm, Saturday and Sunday 11:00 am to 5:00 pm.',
  sendUsAMessage: 'Send us a message',
  form: 'Contact form',
  name: 'Name',
  namePlaceholder: 'Your name',
  email: 'Email',
  emailPlaceholder: 'you@example.com',
  subject: 'Subject',
  subjectPlaceholder: 'Optional',
  message: 'Message',
  messagePlaceholder: 'How can we help?',
  sending: 'Sending...',
  send: 'Send message',
};
