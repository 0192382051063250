// Placeholder: replaced by the staff area's 新增消息 page (issue 10).
export default function StaffNewsNew() {
  return (
    <section className="page">
      <h1 className="page-title">新增消息</h1>
    </section>
  )
}
