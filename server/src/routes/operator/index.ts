import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import bookingRoutes from './bookings';
import destinationRoutes from './destinations';
import enquiryRoutes from './enquiries';
import excursionRoutes from './excursions';
import programmeRoutes from './programmes';
import photoRoutes from './photos';
import reviewRoutes from './reviews';
import staffRoutes from './staff';
import transferRoutes from './transfers';
import summaryRoutes from './summary';
import departureRoutes from './departures';
import resellerRoutes from './resellers';
import checkInRoutes from './checkIn';
import paymentRoutes from './payments';
import rateRoutes from './rates';

/**
 * The operator API under /api/operator (the company's staff). Every route but the sign-in steps
 * runs `app.authenticateStaff` first; every change writes its audit row in its own transaction.
 */
const operatorRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(staffRoutes);
  await app.register(summaryRoutes);
  await app.register(bookingRoutes);
  await app.register(transferRoutes);
  await app.register(enquiryRoutes);
  await app.register(reviewRoutes);
  await app.register(excursionRoutes);
  await app.register(destinationRoutes);
  await app.register(programmeRoutes);
  await app.register(photoRoutes);
  await app.register(departureRoutes);
  await app.register(resellerRoutes);
  await app.register(checkInRoutes);
  await app.register(paymentRoutes);
  await app.register(rateRoutes);
};

export default operatorRoutes;
