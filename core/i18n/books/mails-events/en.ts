// The mails about a person's place at an event, and the calendar file sent with them (server/events).
export default {
  hello: 'Hello,',
  signature: 'The Nard Foundation',
  confirmedSubject: 'You are signed up: {event}',
  confirmedLead: 'Thank you for signing up. Your place is kept for you.',
  waitingSubject: 'You are on the waiting list: {event}',
  waitingLead:
    'The event is full, so you are number {position} on the waiting list. If a place opens, it is yours and we will write to you.',
  promotedSubject: 'A place opened: you are in: {event}',
  promotedLead: 'Someone withdrew, so you now have a place.',
  withdrawnSubject: 'You have withdrawn: {event}',
  withdrawnLead: 'You are no longer signed up. The calendar file removes the event from your calendar.',
  reminderSubject: 'Reminder: see you tomorrow: {event}',
  reminderLead: 'This is a reminder that your event is tomorrow.',
  changedSubject: 'The event has changed: {event}',
  changedLead:
    'The date, time or place of your event has changed. The new details are below, and the calendar file updates your calendar.',
  cancelledSubject: 'The event is cancelled: {event}',
  cancelledLead:
    'We are sorry: this event is cancelled. You do not need to do anything. The calendar file removes it from your calendar.',
  detailEvent: 'Event: {event}',
  detailDate: 'Date: {date}',
  detailTime: 'Time: {time}',
  detailVenue: 'Venue: {venue}',
  detailTask: 'Task: {task}',
  yourEvents: 'Your events and hours: {link}',
};
