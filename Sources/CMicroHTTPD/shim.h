#ifndef CMICROHTTPD_SHIM_H
#define CMICROHTTPD_SHIM_H
#include <stdarg.h>
#include <stdint.h>
#include <stddef.h>
#include <sys/types.h>
#include <sys/socket.h>
#include <netinet/in.h>
#include <microhttpd.h>

/// The settings `cmhd_start` passes to libmicrohttpd, gathered so Swift fills one plain struct.
struct cmhd_start_options {
  unsigned int flags;
  const struct sockaddr *address;
  unsigned int thread_pool_size;
  unsigned int connection_timeout;
  unsigned int connection_limit;
  size_t connection_memory_limit;
  MHD_AccessHandlerCallback access_handler;
  MHD_RequestCompletedCallback completed_handler;
  void *(*uri_log_handler)(void *cls, const char *uri, struct MHD_Connection *connection);
  MHD_LogCallback logger;
  MHD_AcceptPolicyCallback accept_policy;
  MHD_NotifyConnectionCallback notify_connection;
  void *context;
};

/// Swift cannot call C variadic functions, and `MHD_start_daemon` takes its options as varargs.
static inline struct MHD_Daemon *cmhd_start(const struct cmhd_start_options *o) {
  uint16_t port = 0;
  if (o->address != NULL && o->address->sa_family == AF_INET6) {
    port = ntohs(((const struct sockaddr_in6 *)o->address)->sin6_port);
  } else if (o->address != NULL) {
    port = ntohs(((const struct sockaddr_in *)o->address)->sin_port);
  }
  return MHD_start_daemon(
      o->flags, port, o->accept_policy, o->context, o->access_handler, o->context,
      MHD_OPTION_EXTERNAL_LOGGER, o->logger, o->context,
      MHD_OPTION_SOCK_ADDR, o->address,
      MHD_OPTION_THREAD_POOL_SIZE, o->thread_pool_size,
      MHD_OPTION_CONNECTION_TIMEOUT, o->connection_timeout,
      MHD_OPTION_CONNECTION_LIMIT, o->connection_limit,
      MHD_OPTION_CONNECTION_MEMORY_LIMIT, o->connection_memory_limit,
      MHD_OPTION_URI_LOG_CALLBACK, o->uri_log_handler, o->context,
      MHD_OPTION_NOTIFY_COMPLETED, o->completed_handler, o->context,
      MHD_OPTION_NOTIFY_CONNECTION, o->notify_connection, o->context,
      MHD_OPTION_END);
}

/// `MHD_get_daemon_info` is variadic too; this reads the port the daemon bound (useful when 0 was asked).
static inline int cmhd_bound_port(struct MHD_Daemon *daemon) {
  const union MHD_DaemonInfo *info = MHD_get_daemon_info(daemon, MHD_DAEMON_INFO_BIND_PORT);
  return info == NULL ? -1 : (int)info->port;
}

/// `MHD_get_connection_info` is variadic: the status of the response queued on `connection` (0 when none), as
/// libmicrohttpd reports it in the completion callback, including the answers it gives by itself.
static inline unsigned int cmhd_http_status(struct MHD_Connection *connection) {
  const union MHD_ConnectionInfo *info = MHD_get_connection_info(connection, MHD_CONNECTION_INFO_HTTP_STATUS);
  return info == NULL ? 0 : info->http_status;
}

/// `MHD_get_connection_info` again: the socket context that the connection-notification callback stored for
/// `connection` (`NULL` when none).
static inline void *cmhd_socket_context(struct MHD_Connection *connection) {
  const union MHD_ConnectionInfo *info = MHD_get_connection_info(connection, MHD_CONNECTION_INFO_SOCKET_CONTEXT);
  return info == NULL ? NULL : info->socket_context;
}

/// `MHD_get_connection_info` again: the connection's socket (-1 when libmicrohttpd gives none), for the
/// deadline watchdog's `shutdown` and the workers' check that the client is still there.
static inline int cmhd_connection_fd(struct MHD_Connection *connection) {
  const union MHD_ConnectionInfo *info = MHD_get_connection_info(connection, MHD_CONNECTION_INFO_CONNECTION_FD);
  return info == NULL ? -1 : (int)info->connect_fd;
}

/// `MHD_get_connection_info` again: the client's address (`NULL` when none), for the per-client connection limit.
static inline const struct sockaddr *cmhd_client_address(struct MHD_Connection *connection) {
  const union MHD_ConnectionInfo *info = MHD_get_connection_info(connection, MHD_CONNECTION_INFO_CLIENT_ADDRESS);
  return info == NULL ? NULL : info->client_addr;
}

#endif
